import Core
import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import Testing

/// `GET /search/photos` through the real URLSession client against `mosaic-mock-api` on loopback: the
/// mock searches the same catalog the app embeds, so the answers must agree page by page.
@Suite struct SearchLoopbackTests {
  static let key = "search-key-\(UUID().uuidString)"

  @Test func search_pagesTheMocksMatches_likeTheEmbeddedCatalog() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let base = try #require(URL(string: server.baseURL))
      let transport = ServiceTransport(service: .unsplash(baseURL: base), http: .urlSession(), retry: .fast)
      let client = PhotoClient.unsplash(key: APIKey(Self.key), transport: transport)
      let author = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first?.user.name)
      let word = try #require(author.split(separator: " ").last.map(String.init))
      let expected = EmbeddedPhotoCatalog.standard.search(word)
      let first = try await client.searchPhotos(word, 1, 2)
      #expect(first.freshness == .live)
      #expect(first.value.total == expected.count)
      #expect(first.value.photos.map(\.id) == expected.prefix(2).map(\.id))
      #expect(first.value.hasMore == (expected.count > 2))
      let none = try await client.searchPhotos("zzqqxx-nothing", 1, 30).value
      #expect(none.photos.isEmpty && none.total == 0 && !none.hasMore)
      let odd = try await client.searchPhotos("a&b=c+d", 1, 30).value
      #expect(odd.photos.isEmpty, "the query travels as one value")
    }
  }
}
