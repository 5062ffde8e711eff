import Core
import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import TestExpectations
import Testing

/// The photo page's fields and a photographer's photos through the real URLSession client against
/// `mosaic-mock-api` on loopback: `GET /photos/:id` carries location, EXIF, tags, views, downloads and the
/// photographer's bio and location as the embedded catalog has them; `GET /users/:username/photos` pages the
/// same author's photos the catalog holds.
@Suite struct PhotographerLoopbackTests {
  static let key = "photographer-key-\(UUID().uuidString)"

  static func client(_ server: MockServer) throws -> PhotoClient {
    let base = try #require(URL(string: server.baseURL))
    let transport = ServiceTransport(service: .unsplash(baseURL: base), http: .urlSession(), retry: .fast)
    return PhotoClient.unsplash(key: APIKey(Self.key), transport: transport)
  }

  @Test func aPhotosPage_decodesItsDetails_asTheCatalogHasThem() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let client = try Self.client(server)
      let listed = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first)
      let expected = try #require(EmbeddedPhotoCatalog.standard.photo(id: listed.id))

      let photo = try await client.photo(listed.id).value

      #expect(photo.exif == expected.exif)
      #expect(photo.location == expected.location)
      #expect(photo.tags == expected.tags && photo.tags?.isEmpty == false)
      #expect(photo.views == expected.views && photo.views != nil)
      #expect(photo.downloads == expected.downloads)
      #expect(photo.user.bio == expected.user.bio && photo.user.location == expected.user.location)
    }
  }

  @Test func userPhotos_pageTheAuthorsPhotos_likeTheCatalog() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let client = try Self.client(server)
      let author = try #require(EmbeddedPhotoCatalog.standard.photos.first).user
      let expected = EmbeddedPhotoCatalog.standard.photos(byUsername: author.username)

      let first = try await client.userPhotos(author.username, 1, 2)

      #expect(first.freshness == .live)
      #expect(first.value.photos.map(\.id) == expected.prefix(2).map(\.id))
      #expect(first.value.total == expected.count)
      #expect(first.value.hasMore == (expected.count > 2))
      let requests = try await server.requests()
      expectSome(requests) { $0.path.hasPrefix("/users/\(author.username)/photos?") && $0.keyInHeader }
    }
  }

  @Test func userPhotos_ofAnUnknownPhotographer_isNotFound() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let error = await #expect(throws: NetworkError.self) {
        try await Self.client(server).userPhotos("nobody_here", 1, 30)
      }
      #expect(error?.code == .notFound)
    }
  }

  /// Issue 22: `GET /users/:username` through the real client: the mock's profile decodes to the catalog's.
  @Test func profile_isTheCatalogsAuthor_throughTheRealClient() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let client = try Self.client(server)
      let author = try #require(EmbeddedPhotoCatalog.standard.photos.first).user

      let profile = try await client.profile(author.username)

      #expect(profile.freshness == .live)
      #expect(profile.value == EmbeddedPhotoCatalog.standard.profile(username: author.username))
      let missing = await #expect(throws: NetworkError.self) { try await client.profile("nobody_here") }
      #expect(missing?.code == .notFound)
      let requests = try await server.requests()
      expectSome(requests) { $0.path == "/users/\(author.username)" && $0.keyInHeader }
    }
  }
}
