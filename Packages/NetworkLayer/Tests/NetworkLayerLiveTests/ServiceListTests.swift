import Core
import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// Services are a list: a service Mosaic has never heard of is configured, probed and worded by its descriptor
/// alone, with no code that names it.
@Suite struct ServiceListTests {
  static let weather = ServiceDescriptor(
    id: "weatherapi", name: "WeatherAPI", defaultBaseURL: URL(test: "https://api.weatherapi.com"),
    keyVariable: "WEATHER_KEY", baseURLVariable: "MOSAIC_WEATHER_BASE_URL", rateLimitWindow: .seconds(3600),
    keyHeader: "key", probe: ServiceProbeRequest("/v1/current.json", query: [("q", "London")]))
  static let services: [ServiceDescriptor] = [.unsplash, .newsAPI, weather]

  @Test func aThirdService_isConfiguredByItsOwnVariables_inTheListsOrder() throws {
    let configuration = try ServiceConfiguration(
      environment: ["WEATHER_KEY": "w-1", "NEWSAPI_KEY": "n-1"], services: Self.services)
    #expect(configuration.services.map(\.id) == ["unsplash", "newsapi", "weatherapi"])
    #expect(configuration.configured.map(\.descriptor.id) == ["newsapi", "weatherapi"])
    #expect(configuration[Self.weather]?.descriptor.baseURL.absoluteString == "https://api.weatherapi.com")
    #expect(configuration[Self.weather]?.key?.revealed == "w-1")
    #expect(configuration[.unsplash] == nil)

    let moved = try ServiceConfiguration(
      environment: ["MOSAIC_WEATHER_BASE_URL": "http://127.0.0.1:8080/mock"], services: Self.services)
    #expect(moved[Self.weather]?.descriptor.hostDescription == "127.0.0.1:8080")
    #expect(moved[Self.weather]?.descriptor.defaultBaseURL.absoluteString == "https://api.weatherapi.com")
  }

  @Test func aThirdServicesBadBaseURL_namesItsOwnVariable() {
    let error = #expect(throws: NetworkError.self) {
      try ServiceConfiguration(environment: ["MOSAIC_WEATHER_BASE_URL": "ftp://x"], services: Self.services)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.variable == "MOSAIC_WEATHER_BASE_URL")
  }

  @Test func aThirdService_isProbedOnItsOwnRequest_withItsKeyHeader() async {
    let endpoint = ServiceConfiguration.Endpoint(
      descriptor: Self.weather.at(URL(test: "http://127.0.0.1:9")), key: APIKey("w-1"))
    let http = ScriptedHTTP([Fixtures.ok(Data("{}".utf8))])
    let report = await ServiceProbe.check(endpoint, http: http.client)
    #expect(report.service == "weatherapi")
    #expect(report.reachable && report.status == 200)
    #expect(report.url == "http://127.0.0.1:9/v1/current.json?q=London")
    #expect(report.message.hasPrefix("WeatherAPI answered in "))
    #expect(http.requests.first?.headers["key"] == "w-1")
  }

  @Test func aThirdServicesRefusal_isWordedByTheStandardMapper_naming_itsKeyVariable() async {
    let endpoint = ServiceConfiguration.Endpoint(
      descriptor: Self.weather.at(URL(test: "http://127.0.0.1:9")), key: APIKey("w-secret"))
    let http = ScriptedHTTP([Fixtures.status(403, "API key w-secret has been disabled.")])
    let report = await ServiceProbe.check(endpoint, http: http.client)
    #expect(report.error?.code == .unauthorized)
    #expect(report.error?.variable == "WEATHER_KEY")
    #expect(report.error?.serviceMessage == "API key <redacted> has been disabled.")
    #expect(!report.message.contains("w-secret"))
  }

  @Test func aDescriptorMovedElsewhere_isAnotherPlace_butTheSameService() {
    let mock = ServiceDescriptor.unsplash.at(URL(test: "http://127.0.0.1:9"))
    #expect(mock != .unsplash)
    #expect(mock.at(ServiceDescriptor.unsplash.baseURL) == .unsplash)
    #expect(mock.stateKey == "unsplash http://127.0.0.1:9")
    #expect(mock.probe == ServiceDescriptor.unsplash.probe)
  }
}
