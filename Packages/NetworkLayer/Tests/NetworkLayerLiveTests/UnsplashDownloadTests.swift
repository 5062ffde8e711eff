import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// `GET /photos/:id/download`, the download endpoint Unsplash's guidelines require: asked on the API's origin
/// with the key, its `{"url"}` read, and an address that is not http(s) refused; the picture itself goes to
/// the picture source, never with the key.
@Suite struct UnsplashDownloadTests {
  func client(_ http: ScriptedHTTP, pictures: ImageSource? = nil) -> PhotoClient {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock())
    return PhotoClient.unsplash(key: APIKey("s3cr3t-access-key"), transport: transport, pictures: pictures)
  }

  @Test func trackDownload_asksTheAPIOriginWithTheKey_andAnswersThePicturesAddress() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data(#"{"url":"https://images.example/photo-a?ixid=1"}"#.utf8))])
    let url = try await client(http).trackDownload("a")
    let request = try #require(http.requests.first)
    #expect(request.url.absoluteString.hasPrefix("http://127.0.0.1:9/photos/a/download"))
    #expect(request.headers["Authorization"] == "Client-ID s3cr3t-access-key")
    #expect(url == URL(string: "https://images.example/photo-a?ixid=1"))
  }

  @Test func trackDownload_refusesAnAddressThatIsNotAWebAddress() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data(#"{"url":"file:///etc/passwd"}"#.utf8))])
    await #expect(throws: NetworkError.self) { try await client(http).trackDownload("a") }
  }

  @Test func downloadPicture_goesToThePictureSource_withoutTheKey() async throws {
    let asked = ScriptedHTTP([])
    let pictures = ImageSource { url, etag in
      #expect(etag == nil)
      return .downloaded(Data(url.absoluteString.utf8), etag: nil, maxAge: nil)
    }
    let data = try await client(asked, pictures: pictures).downloadPicture(URL(test: "https://images.example/a"))
    #expect(data == Data("https://images.example/a".utf8))
    #expect(asked.requests.isEmpty)
  }
}
