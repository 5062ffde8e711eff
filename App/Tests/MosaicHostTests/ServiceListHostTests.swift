import Core
import DataLayer
import DataLayerLive
import Foundation
import MosaicHost
import NetworkLayerLive
import Synchronization
import TestExpectations
import Testing

/// A stand-in for a third API's client: what the services module hands the modules for it.
struct WeatherClient: Sendable {
  let source: String
}

extension HostRuns {
  /// Services are a list: a third remote service is one descriptor, one client and one entry in the list the
  /// host is composed with, and `mosaic doctor` lists, configures and probes it with no other edit.
  @Suite struct ServiceListHostTests {
    let sandbox = HostSandbox()

    static let weather = ServiceDescriptor(
      id: "weatherapi", name: "WeatherAPI", defaultBaseURL: URL(fileURLWithPath: "/"), keyVariable: "WEATHER_KEY",
      baseURLVariable: "MOSAIC_WEATHER_BASE_URL", rateLimitWindow: .seconds(3600), keyHeader: "key",
      probe: ServiceProbeRequest("/v1/current.json", query: [("q", "London")]))

    /// The composition root's services and the weather service, each request answered by `answer`.
    static func modules(
      _ services: [RemoteService], answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) -> [any FeatureModule] {
      let http = HTTPClient { request in answer(request) }
      return CompositionRoot.modules.map { module in
        module is ServicesModule ? ServicesModule(services: services, http: http) : module
      }
    }

    static let withWeather =
      CompositionRoot.services + [
        .client(WeatherClient.self, of: weather, offline: { WeatherClient(source: "none") }) { connection in
          WeatherClient(source: connection.endpoint.descriptor.displayURL)
        }
      ]

    @Test func aThirdService_isListedProbedAndReported_byDoctor() async throws {
      defer { sandbox.remove() }
      let asked = Mutex<[HTTPRequest]>([])
      let modules = Self.modules(Self.withWeather) { request in
        asked.withLock { $0.append(request) }
        return HTTPResponse(status: 200, body: Data("{}".utf8))
      }
      let environment = ["WEATHER_KEY": "weather-secret", "MOSAIC_WEATHER_BASE_URL": "http://127.0.0.1:9/api"]
      let result = await sandbox.run(["doctor", "--json"], environment: environment, modules: modules)
      #expect(result.status == 0, "\(result.errors)")
      #expect(!result.output.contains("weather-secret"))
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])

      let services = try #require(report["services"] as? [[String: Any]])
      expectEqual(services.map { $0["id"] as? String }, ["unsplash", "newsapi", "weatherapi"])
      let weather = try #require(services.last)
      #expect(weather["source"] as? String == "http://127.0.0.1:9/api")
      #expect(weather["keySet"] as? Bool == true)
      #expect(weather["keyVariable"] as? String == "WEATHER_KEY")
      #expect(weather["baseURLVariable"] as? String == "MOSAIC_WEATHER_BASE_URL")

      let connectivity = try #require(report["connectivity"] as? [[String: Any]])
      expectEqual(connectivity.map { $0["service"] as? String }, ["weatherapi"], "only the configured service is asked")
      #expect(connectivity.first?["reachable"] as? Bool == true)
      #expect(connectivity.first?["status"] as? Int == 200)
      #expect(connectivity.first?["url"] as? String == "http://127.0.0.1:9/api/v1/current.json?q=London")
      #expect((connectivity.first?["message"] as? String)?.hasPrefix("WeatherAPI answered in ") == true)

      let requests = asked.withLock { $0 }
      #expect(requests.count == 1)
      #expect(requests.first?.headers["key"] == "weather-secret", "the key travels in the service's own header")

      let table = await sandbox.run(["doctor", "--offline"], modules: modules)
      #expect(table.status == 0, "\(table.errors)")
      #expect(table.output.contains("  weatherapi    embedded catalog · WEATHER_KEY not set\n"))
    }

    @Test func aThirdServicesClient_isProvidedByTheServicesModule() async throws {
      defer { sandbox.remove() }
      let modules = Self.modules(Self.withWeather) { _ in HTTPResponse(status: 500, body: Data()) }
      let result = await sandbox.run(["features", "--json"], modules: modules)
      #expect(result.status == 0, "\(result.errors)")
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(result.output.utf8))
      let services = try requireValue(document.modules.first { $0.id == "services" })
      #expect(services.provides.prefix(3) == ["PhotoClient", "NewsClient", "WeatherClient"])
    }

    @Test func aThirdServicesBadBaseURL_isRefused_beforeAnythingRuns() async throws {
      defer { sandbox.remove() }
      let modules = Self.modules(Self.withWeather) { _ in HTTPResponse(status: 200, body: Data()) }
      let result = await sandbox.run(["gallery"], environment: ["MOSAIC_WEATHER_BASE_URL": "ftp://x"], modules: modules)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors.hasPrefix("Error: MOSAIC_WEATHER_BASE_URL is 'ftp://x', which is not an http(s) URL"))
    }

    @Test func theStoresClients_areRegisteredFromTheList_andProvided() async throws {
      defer { sandbox.remove() }
      let modules = Self.modules(CompositionRoot.services) { _ in HTTPResponse(status: 500, body: Data()) }
      let result = await sandbox.run(["features", "--json"], modules: modules)
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(result.output.utf8))
      let services = try requireValue(document.modules.first { $0.id == "services" })
      #expect(
        services.provides.dropFirst(2).prefix(5)
          == [
            "FavoritesClient", "SavedArticlesClient", "SearchHistoryClient", "SettingsClient", "ReadArticlesClient",
          ])
      let onlyFavorites = ServicesModule(stores: [.favorites])
      #expect(!onlyFavorites.provides.contains(ServiceKey(SettingsClient.self)))
      #expect(onlyFavorites.provides.contains(ServiceKey(FavoritesClient.self)))
    }

    @Test func twoStoresOfOneName_areRefused_whenTheRegistryIsBuilt() throws {
      // A second store named `favorites` (with a client of its own) would own the favorites' migrations too.
      let impostor = StoreDefinition.store(
        "favorites", migrations: [], client: Int.self, open: { _, _ in 0 }, makeClient: { _ in 0 })
      let error = try #require(registryError([ServicesModule(stores: StoreDefinition.standard + [impostor])]))
      #expect(error.code == .duplicateContribution)
      #expect(error.value == "favorites")
      // The same client twice is a service provided twice.
      let twice = try #require(registryError([ServicesModule(stores: StoreDefinition.standard + [.favorites])]))
      #expect(twice.code == .duplicateService)
    }

    @Test func twoServicesOfOneID_areRefused_whenTheRegistryIsBuilt() throws {
      let twice = CompositionRoot.services + [.checked(.unsplash)]
      let error = try #require(registryError([ServicesModule(services: twice)]))
      #expect(error.code == .duplicateContribution)
      #expect(error.value == "unsplash")
    }
  }
}
