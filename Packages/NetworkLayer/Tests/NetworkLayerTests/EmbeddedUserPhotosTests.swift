import EmbeddedCatalog
import Models
import NetworkLayer
import Testing

/// A photographer's photos offline through ``PhotoClient/embedded(_:)``: the catalog's photos by that author,
/// paged; a username that cannot be one refused before the catalog is read.
@Suite struct EmbeddedUserPhotosTests {
  let photos = PhotoClient.embedded()

  @Test func userPhotos_areTheAuthorsOwn_paged() async throws {
    let author = try #require(EmbeddedPhotoCatalog.standard.photos.first).user
    let all = EmbeddedPhotoCatalog.standard.photos(byUsername: author.username)
    let first = try await photos.userPhotos(author.username, 1, 1).value

    #expect(first.total == all.count)
    #expect(first.photos.map(\.id) == [all[0].id])
    #expect(first.hasMore == (all.count > 1))
    #expect(try await photos.userPhotos(author.username, 1, 30).value.photos.map(\.id) == all.prefix(30).map(\.id))
  }

  @Test(arguments: ["", "  ", "..", "a/b", "jane doe", "ja\u{1B}[2Jne", String(repeating: "a", count: 65)])
  func userPhotos_ofANameThatCannotBeAUsername_isRefused(_ name: String) async throws {
    let error = await #expect(throws: NetworkError.self) { try await photos.userPhotos(name, 1, 30) }
    #expect(error?.code == .invalidUsername)
    #expect(error?.value?.unicodeScalars.contains("\u{1B}") == false)
  }

  @Test func userPhotos_ofAnUnknownPhotographer_isNotFound() async throws {
    let error = await #expect(throws: NetworkError.self) { try await photos.userPhotos("nobody_here", 1, 30) }
    #expect(error?.code == .notFound)
    #expect(error?.value == "nobody_here")
  }

  /// Every page shape answers what slicing the photographer's whole list answered (before only the page's photos
  /// were built).
  @Test(arguments: [
    (1, 7), (1, 1), (2, 3), (3, 4), (1, 30), (1, 31), (2, 30), (4, 3), (100, 2), (Int.max, 30), (2, Int.max),
  ])
  func userPhotos_equalTheWholeListSliced(page: Int, perPage: Int) async throws {
    let author = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first).user.username
    let all = EmbeddedPhotoCatalog.standard.photos(byUsername: author)
    let size = min(perPage, PhotoClient.maximumPerPage)
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
    let expected =
      overflow || start >= all.count
      ? PhotoPage(page: page, perPage: size, total: all.count, hasMore: false, photos: [])
      : PhotoPage(
        page: page, perPage: size, total: all.count, hasMore: min(start + size, all.count) < all.count,
        photos: Array(all[start..<min(start + size, all.count)]))

    #expect(try await photos.userPhotos(author, page, perPage).value == expected)
  }

  @Test func userPhotos_pastTheEnd_isEmpty() async throws {
    let author = try #require(EmbeddedPhotoCatalog.standard.photos.first).user
    let page = try await photos.userPhotos(author.username, Int.max, 30).value
    #expect(page.photos.isEmpty && !page.hasMore)
  }
}

/// A photographer's profile offline: made from the catalog's photos by that author.
@Suite struct EmbeddedProfileTests {
  let photos = PhotoClient.embedded()

  @Test func profile_isTheCatalogsAuthor_withTheirPhotoCount() async throws {
    let author = try #require(EmbeddedPhotoCatalog.standard.photos.first).user
    let profile = try await photos.profile(author.username.uppercased()).value

    #expect(profile.username == author.username && profile.name == author.name)
    #expect(profile.totalPhotos == EmbeddedPhotoCatalog.standard.photos(byUsername: author.username).count)
  }

  @Test(arguments: ["", "..", "a/b", "ja\u{1B}[2Jne"])
  func profile_ofANameThatCannotBeAUsername_isRefused(_ name: String) async throws {
    let error = await #expect(throws: NetworkError.self) { try await photos.profile(name) }
    #expect(error?.code == .invalidUsername)
  }

  @Test func profile_ofAnUnknownPhotographer_isNotFound() async throws {
    let error = await #expect(throws: NetworkError.self) { try await photos.profile("nobody_here") }
    #expect(error?.code == .notFound)
    #expect(error?.value == "nobody_here")
  }
}
