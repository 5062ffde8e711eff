import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// `GET /users/:username/photos` through the Unsplash client over a scripted transport: the path and paging
/// sent with the key, the list cut to the page size, and a username that could leave the path refused unsent.
@Suite struct UnsplashUserPhotosTests {
  func client(_ http: ScriptedHTTP) -> PhotoClient {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock())
    return PhotoClient.unsplash(key: APIKey("s3cr3t-access-key"), transport: transport)
  }

  static func body(_ ids: [String]) -> Data {
    Data("[\(ids.map { Fixtures.photoJSON(id: $0) }.joined(separator: ","))]".utf8)
  }

  @Test func userPhotos_asksTheUsersPath_withPagingAndTheKey() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.body(["a", "b"]))])
    let page = try await client(http).userPhotos(" jane_doe ", 2, 2).value
    let request = try #require(http.requests.first)

    #expect(request.url.path == "/users/jane_doe/photos")
    #expect(request.url.query == "page=2&per_page=2")
    #expect(request.headers["Authorization"] == "Client-ID s3cr3t-access-key")
    #expect(page.photos.map(\.id) == ["a", "b"])
    #expect(page.page == 2)
  }

  @Test func userPhotos_cutsALongAnswerToThePageSize() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.body((0..<50).map { "p\($0)" }))])
    let page = try await client(http).userPhotos("jane", 1, 30).value
    #expect(page.photos.count == 30)
  }

  @Test(arguments: ["..", "a/../../photos", "jane?x=1", "", "j%2e"])
  func userPhotos_ofAUsernameThatCouldLeaveThePath_asksNothing(_ name: String) async throws {
    let http = ScriptedHTTP([])
    let error = await #expect(throws: NetworkError.self) { try await client(http).userPhotos(name, 1, 30) }
    #expect(error?.code == .invalidUsername)
    #expect(http.requests.isEmpty)
  }

  @Test func userPhotos_ofAnUnknownPhotographer_isNotFound_namingThem() async throws {
    let http = ScriptedHTTP([Fixtures.status(404, #"{"errors":["Couldn't find User"]}"#)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).userPhotos("nobody", 1, 30) }
    #expect(error?.code == .notFound)
    #expect(error?.value == "nobody")
  }
}

/// `GET /users/:username` through the Unsplash client: the path with the key, the profile read, a username that
/// could leave the path refused unsent, and an unknown photographer named.
@Suite struct UnsplashProfileTests {
  func client(_ http: ScriptedHTTP) -> PhotoClient {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock())
    return PhotoClient.unsplash(key: APIKey("s3cr3t-access-key"), transport: transport)
  }

  static let body = Data(
    """
    {"id":"u1","username":"jane_doe","name":"Jane Doe","bio":"Fog.","location":"Oslo","total_photos":42,
     "total_likes":3,"links":{"html":"https://unsplash.com/@jane_doe"}}
    """.utf8)

  @Test func profile_asksTheUsersPath_withTheKey() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.body)])
    let profile = try await client(http).profile(" jane_doe ").value
    let request = try #require(http.requests.first)

    #expect(request.url.path == "/users/jane_doe")
    #expect(request.url.query == nil)
    #expect(request.headers["Authorization"] == "Client-ID s3cr3t-access-key")
    #expect(
      profile
        == PhotographerProfile(
          id: "u1", username: "jane_doe", name: "Jane Doe", bio: "Fog.", location: "Oslo", totalPhotos: 42))
  }

  @Test(arguments: ["..", "a/../../photos", "jane?x=1", "", "j%2e"])
  func profile_ofAUsernameThatCouldLeaveThePath_asksNothing(_ name: String) async throws {
    let http = ScriptedHTTP([])
    let error = await #expect(throws: NetworkError.self) { try await client(http).profile(name) }
    #expect(error?.code == .invalidUsername)
    #expect(http.requests.isEmpty)
  }

  @Test func profile_ofAnUnknownPhotographer_isNotFound_namingThem() async throws {
    let http = ScriptedHTTP([Fixtures.status(404, #"{"errors":["Couldn't find User"]}"#)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).profile("nobody") }
    #expect(error?.code == .notFound)
    #expect(error?.value == "nobody")
  }
}
