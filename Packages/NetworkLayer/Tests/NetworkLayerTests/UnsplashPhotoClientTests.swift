import Foundation
import Models
import Testing

@testable import NetworkLayer

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
    let kind: NetworkError.Kind
    let message: String
    var testDescription: String { "HTTP \(status)" }
  }

  @Test(arguments: [
    ErrorCase(
      status: 401, body: "{\"errors\":[\"OAuth error: The access token is invalid\"]}", kind: .unauthorized,
      message: "Unsplash refused the key in UNSPLASH_ACCESS_KEY (HTTP 401: OAuth error: The access token is invalid); "
        + "check that the key is right and active."),
    ErrorCase(
      status: 403, body: "Rate Limit Exceeded", kind: .rateLimited,
      message: "Unsplash's request budget is spent; try again after"),
    ErrorCase(
      status: 404, body: "{\"errors\":[\"Couldn't find Photo\"]}", kind: .notFound,
      message: "Unsplash has no photo 'missing' (HTTP 404: Couldn't find Photo); check the id with `mosaic gallery`."),
    ErrorCase(
      status: 500, body: "<html>Internal Server Error</html>", kind: .httpStatus,
      message: "Unsplash answered HTTP 500 for '/photos/missing'; try again later."),
    ErrorCase(
      status: 200, body: "{\"id\": 3", kind: .badResponse,
      message: "Unsplash's answer to '/photos/missing' could not be read (not valid JSON"),
  ])
  func errors_areTypedOneSentences_withTheServicesWords(_ example: ErrorCase) async throws {
    let http = ScriptedHTTP([Fixtures.status(example.status, example.body)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).photo("missing") }
    #expect(error?.kind == example.kind)
    #expect(error?.message.hasPrefix(example.message) == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("s3cr3t") == false)
  }

  @Test func missingKey_sayWhichVariableToSet() async throws {
    let http = ScriptedHTTP([Fixtures.status(401, "{\"errors\":[\"OAuth error: The access token is invalid\"]}")])
    let error = await #expect(throws: NetworkError.self) { try await client(http, key: nil).listPhotos(1, 30) }
    #expect(error?.message.hasPrefix("Unsplash at '127.0.0.1:9' needs a key (HTTP 401") == true)
    #expect(error?.message.hasSuffix("set UNSPLASH_ACCESS_KEY.") == true)
  }

  @Test func embedded_listsAndFindsPhotos_andNamesAMissingId() async throws {
    let photos = PhotoClient.embedded()
    let page = try await photos.listPhotos(1, 30).value
    #expect(page.photos.count == 30)
    #expect(page.hasMore)
    let first = try #require(page.photos.first)
    #expect(try await photos.photo(first.id).value == first)
    let error = await #expect(throws: NetworkError.self) { try await photos.photo("nope") }
    #expect(error?.message == "The embedded catalog has no photo 'nope'; list the ids with `mosaic gallery`.")
  }
}
