import EmbeddedCatalog
import Models
import NetworkLayer
import TestExpectations
import Testing

/// The embedded catalog's search through ``PhotoClient/embedded(_:)``: by description and author, paged.
@Suite struct EmbeddedSearchTests {
  let photos = PhotoClient.embedded()

  @Test func search_byAnAuthorsName_findsTheirPhotos_paged() async throws {
    let author = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first?.user.name)
    let word = try #require(author.split(separator: " ").last.map(String.init))
    let expected = EmbeddedPhotoCatalog.standard.search(word)
    let first = try await photos.searchPhotos(word, 1, 2).value
    #expect(first.total == expected.count)
    #expect(first.photos == Array(expected.prefix(2)))
    #expect(first.hasMore == (expected.count > 2))
    expectAll(first.photos) { photo in
      [photo.user.name, photo.user.username, photo.description ?? "", photo.altDescription ?? ""]
        .contains { $0.lowercased().contains(word.lowercased()) }
    }
  }

  @Test func search_pastTheEnd_orBlank_findsNothing() async throws {
    #expect(try await photos.searchPhotos("fog", 1_000, 30).value.photos.isEmpty)
    #expect(try await photos.searchPhotos("   ", 1, 30).value.total == 0)
    #expect(try await photos.searchPhotos("zzqqxx-nothing", 1, 30).value.photos.isEmpty)
  }
}
