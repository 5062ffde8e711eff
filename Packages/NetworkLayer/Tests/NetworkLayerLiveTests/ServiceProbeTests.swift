import Core
import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

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
    #expect(report.message(in: .german).hasPrefix("Unsplash hat in "))
    #expect(report.error == nil)
    #expect(http.requests.count == 1)
    #expect(http.requests.first?.headers["Authorization"] == "Client-ID probe-key")
  }

  @Test func aRefusedKey_isReachable_butSaysWhichVariableToCheck() async {
    let http = ScriptedHTTP([Fixtures.status(401, "{\"errors\":[\"OAuth error: The access token is invalid\"]}")])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(report.reachable)
    #expect(report.status == 401)
    #expect(report.error?.code == .unauthorized)
    #expect(report.error?.variable == "UNSPLASH_ACCESS_KEY")
    #expect(report.error?.keySent == true)
    #expect(!report.message.contains("probe-key"))
  }

  @Test func anUnreachableService_namesTheServiceAndTheVariable() async {
    let http = ScriptedHTTP([Fixtures.refused])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(!report.reachable)
    #expect(report.error?.code == .transport)
    #expect(report.error?.detail == .connectionRefused)
    #expect(
      report.message
        == "Could not reach Unsplash at '127.0.0.1:9' (the connection was refused); check the network connection or "
        + "MOSAIC_UNSPLASH_BASE_URL.")
    #expect(
      report.message(in: .german)
        == "Unsplash unter '127.0.0.1:9' ist nicht erreichbar (die Verbindung wurde abgelehnt); prüfe die "
        + "Netzwerkverbindung oder MOSAIC_UNSPLASH_BASE_URL.")
  }

  @Test func aThrottledService_isReachable_butRefusesRequestsNow() async {
    let http = ScriptedHTTP([Fixtures.status(403, "{\"errors\":[\"Forbidden\"]}")])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(report.reachable)
    #expect(report.error?.code == .httpStatus)
    #expect(report.message.hasPrefix("Unsplash is reachable but refuses requests now: Unsplash answered HTTP 403"))
    #expect(report.message(in: .german).hasPrefix("Unsplash ist erreichbar, lehnt Anfragen aber gerade ab: "))
  }

  @Test func anotherStatus_isReachable_butAProblem() async {
    let http = ScriptedHTTP([Fixtures.status(502, "bad gateway")])
    let report = await ServiceProbe.check(unsplash, http: http.client)
    #expect(report.reachable)
    #expect(report.status == 502)
    #expect(report.error == nil)
    #expect(report.message == "Unsplash is reachable but answered HTTP 502; try again later.")
    #expect(
      report.message(in: .german) == "Unsplash ist erreichbar, antwortete aber mit HTTP 502; versuche es später erneut."
    )
  }

  @Test func a404OnTheProbesPath_saysTheBaseURLLeadsElsewhere_notToTryAgainLater() async {
    let news = ServiceConfiguration.Endpoint(
      descriptor: .newsAPI(baseURL: URL(test: "http://127.0.0.1:9/wrong/")), key: APIKey("probe-key"))
    let http = ScriptedHTTP([Fixtures.status(404, "not found")])
    let report = await ServiceProbe.check(news, http: http.client)
    #expect(report.reachable)
    #expect(report.status == 404)
    #expect(
      report.message
        == "'http://127.0.0.1:9/wrong/v2/top-headlines/sources' answered HTTP 404 (not found): NewsAPI's API is not "
        + "at that address; check MOSAIC_NEWSAPI_BASE_URL.")
    #expect(!report.message.contains("try again later"))
    #expect(report.message(in: .german).contains("HTTP 404 (nicht gefunden)"))
  }

  @Test func json_keepsItsShape_withTheEnglishMessage() throws {
    let report = ConnectivityReport(
      service: "unsplash", url: "http://127.0.0.1:9/photos?per_page=1", reachable: false, status: nil,
      milliseconds: 3, finding: .failed(NetworkError(.transport, host: "127.0.0.1:9", detail: .connectionRefused)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(report), as: UTF8.self)
    #expect(
      json
        == "{\"message\":\"Could not reach '127.0.0.1:9': the connection was refused; check the network "
        + "connection.\",\"milliseconds\":3,\"reachable\":false,\"service\":\"unsplash\","
        + "\"url\":\"http:\\/\\/127.0.0.1:9\\/photos?per_page=1\"}")
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
