import Foundation
import Testing

@testable import NetworkLayer

@Suite struct ServiceProbeTests {
  let unsplash = ServiceConfiguration.Endpoint(
    descriptor: .unsplash(baseURL: URL(test: "http://127.0.0.1:9/")), key: APIKey("probe-key"))

  @Test func aHealthyService_isReachable_andTheCheckSpendsOneRequest() async {
    let http = ScriptedHTTP([Fixtures.ok(Data("[]".utf8))])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(report.reachable)
    #expect(report.status == 200)
    #expect(report.url == "http://127.0.0.1:9/photos?per_page=1")
    #expect(report.message.hasPrefix("Unsplash answered in "))
    #expect(http.requests.count == 1)
    #expect(http.requests.first?.headers["Authorization"] == "Client-ID probe-key")
  }

  @Test func aRefusedKey_isReachable_butSaysWhichVariableToCheck() async {
    let http = ScriptedHTTP([Fixtures.status(401, "{\"errors\":[\"OAuth error: The access token is invalid\"]}")])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(report.reachable)
    #expect(report.message.contains("refused the key in UNSPLASH_ACCESS_KEY"))
    #expect(!report.message.contains("probe-key"))
  }

  @Test func anUnreachableService_namesTheServiceAndTheVariable() async {
    let http = ScriptedHTTP([Fixtures.refused])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(!report.reachable)
    #expect(
      report.message
        == "Could not reach Unsplash at '127.0.0.1:9' (the connection was refused); check the network connection or "
        + "MOSAIC_UNSPLASH_BASE_URL.")
  }

  @Test func newsAPI_isCheckedOnItsSourcesRoute_withTheKeyInAHeader() async {
    let news = ServiceConfiguration.Endpoint(
      descriptor: .newsAPI(baseURL: URL(test: "http://127.0.0.1:9")), key: APIKey("news-key"))
    let http = ScriptedHTTP([Fixtures.ok(Data("{\"status\":\"ok\",\"sources\":[]}".utf8))])
    let report = await ServiceProbe.check(news, http: http.client)
    #expect(report.reachable)
    #expect(http.requests.first?.url.absoluteString == "http://127.0.0.1:9/v2/top-headlines/sources")
    #expect(http.requests.first?.headers["X-Api-Key"] == "news-key")
  }
}
