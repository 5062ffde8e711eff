import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// `GET /search/photos` through the Unsplash client over a scripted transport: the query sent, the
/// `{total, total_pages, results}` shape read with bounded sizes, and blank searches that ask nothing.
@Suite struct UnsplashSearchTests {
  func client(_ http: ScriptedHTTP) -> PhotoClient {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock())
    return PhotoClient.unsplash(key: APIKey("s3cr3t-access-key"), transport: transport)
  }

  static func body(total: String, totalPages: String, ids: [String]) -> Data {
    let results = ids.map { Fixtures.photoJSON(id: $0) }.joined(separator: ",")
    return Data(#"{"total":\#(total),"total_pages":\#(totalPages),"results":[\#(results)]}"#.utf8)
  }

  @Test func search_sendsTheQueryPageAndSize_withTheKey() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.body(total: "3", totalPages: "1", ids: ["a", "b", "c"]))])
    let page = try await client(http).searchPhotos("  misty   lake ", 1, 30).value
    let request = try #require(http.requests.first)
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(request.url.path == "/search/photos")
    #expect(items.map(\.name) == ["query", "page", "per_page"])
    #expect(items.first?.value == "misty lake")
    #expect(request.headers["Authorization"] == "Client-ID s3cr3t-access-key")
    #expect(page.photos.map(\.id) == ["a", "b", "c"])
    #expect(page.total == 3)
    #expect(!page.hasMore)
  }

  @Test func search_pagesWithTotalPages() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.body(total: "61", totalPages: "3", ids: ["a", "b"]))])
    let page = try await client(http).searchPhotos("fog", 2, 2).value
    #expect(page.page == 2 && page.perPage == 2)
    #expect(page.hasMore)
    #expect(http.requests.first?.url.query?.contains("page=2&per_page=2") == true)
  }

  @Test func search_cutsResultsToThePageSize_andReadsBadTotalsAsAbsent() async throws {
    let ids = (0..<40).map { "p\($0)" }
    let http = ScriptedHTTP([Fixtures.ok(Self.body(total: "-5", totalPages: "1e400", ids: ids))])
    let page = try await client(http).searchPhotos("fog", 1, 30).value
    #expect(page.photos.count == 30)
    #expect(page.total == 0)
    #expect(page.hasMore, "without total_pages, a full page means more may follow")
  }

  @Test func search_ofABlankQuery_asksNothing() async throws {
    let http = ScriptedHTTP([])
    let page = try await client(http).searchPhotos(" \u{1B}\t ", 1, 30).value
    #expect(page.photos.isEmpty && !page.hasMore)
    #expect(http.requests.isEmpty)
  }

  @Test func search_withoutResults_isABadResponse() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data(#"{"total":1}"#.utf8))])
    let error = await #expect(throws: NetworkError.self) { try await client(http).searchPhotos("fog", 1, 30) }
    #expect(error?.code == .badResponse)
  }

  @Test func searchQuery_stripsControls_collapsesSpaces_andIsBounded() {
    #expect(PhotoClient.searchQuery("  misty\u{1B}[2J   lake\u{202E} ") == "misty lake")
    #expect(PhotoClient.searchQuery(String(repeating: "a", count: 500))?.count == PhotoClient.maximumQueryLength)
    #expect(PhotoClient.searchQuery("\n\t ") == nil)
  }
}
