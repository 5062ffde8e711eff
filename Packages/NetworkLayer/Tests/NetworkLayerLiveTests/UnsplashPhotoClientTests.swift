import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

@Suite struct UnsplashPhotoClientTests {
  let key = APIKey("s3cr3t-access-key")

  func client(
    _ http: ScriptedHTTP, key: APIKey? = APIKey("s3cr3t-access-key"), base: String = "http://127.0.0.1:9"
  )
    -> PhotoClient
  {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: URL(test: base)), http: http.client, retry: .none, clock: RecordingClock())
    return PhotoClient.unsplash(key: key, transport: transport)
  }

  @Test func listPhotos_sendsUnsplashHeadersAndQuery() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON(["a", "b"]))])
    _ = try await client(http).listPhotos(2, 30)
    let request = try #require(http.requests.first)
    #expect(request.url.absoluteString == "http://127.0.0.1:9/photos?page=2&per_page=30")
    #expect(request.headers["Authorization"] == "Client-ID s3cr3t-access-key")
    #expect(request.headers["Accept-Version"] == "v1")
  }

  @Test func baseURLWithAPath_keepsThePath() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON(["a"]))])
    _ = try await client(http, base: "http://127.0.0.1:9/unsplash/").listPhotos(1, 10)
    #expect(http.requests.first?.url.absoluteString == "http://127.0.0.1:9/unsplash/photos?page=1&per_page=10")
  }

  @Test func withoutAKey_sendsNoAuthorization() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON(["a"]))])
    _ = try await client(http, key: nil).listPhotos(1, 10)
    #expect(http.requests.first?.headers["Authorization"] == nil)
  }

  @Test func listPhotos_readsTotalAndNextLink() async throws {
    let http = ScriptedHTTP([
      Fixtures.ok(
        Fixtures.photosJSON(["a", "b"]),
        headers: ["X-Total": "342", "Link": "<http://127.0.0.1:9/photos?page=3&per_page=2>; rel=\"next\""])
    ])
    let page = try await client(http).listPhotos(2, 2).value
    #expect(page.photos.map(\.id) == ["a", "b"])
    #expect(page.total == 342)
    #expect(page.hasMore)
    #expect(page.page == 2 && page.perPage == 2)
  }

  @Test func listPhotos_withoutANextLink_hasNoMore() async throws {
    let http = ScriptedHTTP([
      Fixtures.ok(
        Fixtures.photosJSON(["a", "b"]),
        headers: ["X-Total": "4", "Link": "<http://127.0.0.1:9/photos?page=1&per_page=2>; rel=\"first\""])
    ])
    #expect(try await client(http).listPhotos(2, 2).value.hasMore == false)
  }

  @Test func listPhotos_withoutALinkHeader_usesTheTotal() async throws {
    let http = ScriptedHTTP([
      Fixtures.ok(Fixtures.photosJSON(["a", "b"]), headers: ["X-Total": "5"]),
      Fixtures.ok(Fixtures.photosJSON(["e"]), headers: ["X-Total": "5"]),
    ])
    #expect(try await client(http).listPhotos(2, 2).value.hasMore)
    #expect(try await client(http).listPhotos(3, 2).value.hasMore == false)
  }

  @Test func photo_decodesOnePhoto_andEscapesTheId() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data(Fixtures.photoJSON(id: "a/b", user: "Ansel Adams").utf8))])
    let photo = try await client(http).photo("a/b").value
    #expect(photo.user.name == "Ansel Adams")
    #expect(http.requests.first?.url.absoluteString == "http://127.0.0.1:9/photos/a%2Fb")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let status: Int
    let body: String
    let code: NetworkError.Code
    var serviceMessage: String? = nil
    var value: String? = nil
    var path: String? = nil
    var detail: NetworkError.Detail? = nil
    var testDescription: String { "HTTP \(status)" }
  }

  @Test(arguments: [
    ErrorCase(
      status: 401, body: "{\"errors\":[\"OAuth error: The access token is invalid\"]}", code: .unauthorized,
      serviceMessage: "OAuth error: The access token is invalid"),
    ErrorCase(status: 403, body: "Rate Limit Exceeded", code: .rateLimited, serviceMessage: "Rate Limit Exceeded"),
    ErrorCase(
      status: 404, body: "{\"errors\":[\"Couldn't find Photo\"]}", code: .notFound,
      serviceMessage: "Couldn't find Photo", value: "missing"),
    ErrorCase(status: 500, body: "<html>Internal Server Error</html>", code: .httpStatus, path: "/photos/missing"),
    ErrorCase(
      status: 200, body: "{\"id\": 3", code: .badResponse, path: "/photos/missing",
      detail: .invalidJSON("The given data was not valid JSON.")),
  ])
  func errors_areTyped_withTheServicesWords(_ example: ErrorCase) async throws {
    let http = ScriptedHTTP([Fixtures.status(example.status, example.body)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).photo("missing") }
    #expect(error?.code == example.code)
    #expect(error?.service == "Unsplash")
    #expect(error?.serviceMessage == example.serviceMessage)
    #expect(error?.value == example.value)
    #expect(error?.path == example.path)
    if case .invalidJSON = example.detail {
      guard case .invalidJSON = error?.detail else {
        Issue.record("expected invalid JSON, got \(String(describing: error?.detail))")
        return
      }
    } else {
      #expect(error?.detail == example.detail)
    }
    #expect(error?.message.contains("s3cr3t") == false)
    #expect(error?.message(in: .german).contains("s3cr3t") == false)
  }

  @Test func refusedKey_namesTheKeysVariable_inBothLanguages() async throws {
    let http = ScriptedHTTP([Fixtures.status(401, "{\"errors\":[\"OAuth error: The access token is invalid\"]}")])
    let error = await #expect(throws: NetworkError.self) { try await client(http).listPhotos(1, 30) }
    #expect(error?.keySent == true)
    #expect(error?.variable == "UNSPLASH_ACCESS_KEY")
    #expect(
      error?.message(in: .english)
        == "Unsplash refused the key in UNSPLASH_ACCESS_KEY (HTTP 401: OAuth error: The access token is invalid); "
        + "check that the key is right and active.")
    #expect(
      error?.message(in: .german)
        == "Unsplash hat den Schlüssel in UNSPLASH_ACCESS_KEY abgelehnt (HTTP 401: OAuth error: The access token is "
        + "invalid); prüfe, ob der Schlüssel stimmt und aktiv ist.")
  }

  @Test func missingKey_saysWhichVariableToSet() async throws {
    let http = ScriptedHTTP([Fixtures.status(401, "{\"errors\":[\"OAuth error: The access token is invalid\"]}")])
    let error = await #expect(throws: NetworkError.self) { try await client(http, key: nil).listPhotos(1, 30) }
    #expect(error?.code == .unauthorized)
    #expect(error?.keySent == false)
    #expect(error?.host == "127.0.0.1:9")
    #expect(error?.variable == "UNSPLASH_ACCESS_KEY")
    #expect(
      error?.message
        == "Unsplash at '127.0.0.1:9' needs a key (HTTP 401: OAuth error: The access token is invalid); set "
        + "UNSPLASH_ACCESS_KEY.")
  }
}
