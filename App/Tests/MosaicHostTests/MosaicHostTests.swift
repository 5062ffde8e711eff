import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import GalleryFeature
import NetworkLayer
import NetworkLayerLive
import Testing

@testable import MosaicHost

extension HostRuns {
  /// The host run in-process with the composition root's modules: what runs, what it prints, how it fails.
  @Suite struct MosaicHostTests {
    let sandbox = HostSandbox()

    @Test func compositionRoot_loadsHostServicesImagesGalleryDetailNewsAndSettings() {
      // The product's own modules, in the order help lists their commands; a feature added by
      // `make new-feature` follows them.
      #expect(
        CompositionRoot.modules.map(\.id).starts(with: [
          "host", "services", "images", "gallery", "detail", "news", "settings",
        ]))
    }

    @Test func anInvalidModuleList_isRefusedBeforeAnythingRuns() async throws {
      defer { sandbox.remove() }
      let error = try #require(registryError([GalleryModule(), GalleryModule()]))
      #expect(error.code == .duplicateModule)
      #expect(error.module == "gallery")

      let result = await sandbox.run(["gallery"], modules: [GalleryModule(), GalleryModule()])
      #expect(result.status == 1)
      #expect(result.errors == printed(error))
      #expect(result.output.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: sandbox.root.path), "nothing may be written before validation")
    }

    @Test func aMissingService_namesTheModuleAndTheService() async throws {
      defer { sandbox.remove() }
      let error = try #require(registryError([GalleryModule()]))
      #expect(error.code == .missingService)
      #expect(error.module == "gallery")
      #expect(error.service == "PhotoClient")

      let result = await sandbox.run(["features"], modules: [GalleryModule()])
      #expect(result.status == 1)
      #expect(result.errors == printed(error))
    }

    @Test func gallery_inProcess_listsThirtyPhotos() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["gallery"])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.split(separator: "\n").count == 32)
    }

    @Test func open_passesJSONThrough_toTheDestinationsPresenter() async throws {
      defer { sandbox.remove() }
      let result = await sandbox.run(["open", "mosaic://gallery?page=2&per_page=5", "--json"])
      #expect(result.status == 0, "\(result.errors)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      #expect(document["page"] as? Int == 2)
      #expect((document["photos"] as? [Any])?.count == 5)
    }

    @Test func open_aRouteWithBadParameters_namesTheParameterAndWhatItTakes() async throws {
      defer { sandbox.remove() }
      let url = "mosaic://gallery?page=zero"
      let error = try #require(try routeError(url, modules: CompositionRoot.modules))
      #expect(error.code == .invalidRouteParameter)
      #expect(error.value == url)
      #expect(error.detail == "page")
      #expect(error.received == "zero")
      #expect(error.allowed == "1…\(GalleryDestination.maximumPage)")

      let result = await sandbox.run(["open", url])
      #expect(result.status == 64)
      #expect(result.output.isEmpty)
      #expect(result.errors == printed(error))
      #expect(result.errors == "Error: 'mosaic://gallery?page=zero' sets 'page' to 'zero'; use 1…100000.\n")
    }

    @Test func hostConfiguration_readsFlagsAndEnvironment() throws {
      let options = try HostOptions.parse(["--data-dir", "/tmp/mosaic-flag"])
      let configuration = try HostConfiguration.resolve(
        options, environment: ["HOME": "/home/u", "UNSPLASH_ACCESS_KEY": "k", "MOSAIC_CACHE_DIR": "/tmp/c"],
        services: CompositionRoot.services.map(\.descriptor))
      #expect(configuration.locations.dataDirectory.path == "/tmp/mosaic-flag")
      #expect(configuration.locations.cacheDirectory.path == "/tmp/c")
      #expect(configuration.services[.unsplash]?.descriptor.baseURL.absoluteString == "https://api.unsplash.com")
      #expect(configuration.services[.newsAPI] == nil)
    }

    @Test func hostConfiguration_refusesABaseURLThatIsNotHTTP() {
      let error = #expect(throws: NetworkError.self) {
        try sandbox.configuration(["MOSAIC_UNSPLASH_BASE_URL": "ftp://x"])
      }
      #expect(error?.code == .invalidConfiguration)
      #expect(error?.variable == "MOSAIC_UNSPLASH_BASE_URL")
      #expect(error?.value == "ftp://x")
    }

    @Test func doctor_reportsEverything_neverAKey() async throws {
      defer { sandbox.remove() }
      let secret = "doctor-secret-\(UUID().uuidString)"
      let environment = ["UNSPLASH_ACCESS_KEY": secret, "MOSAIC_UNSPLASH_BASE_URL": "http://127.0.0.1:9"]
      let result = await sandbox.run(["doctor", "--json"], environment: environment)
      #expect(result.status == 1, "an unreachable service is a problem")
      #expect(!result.output.contains(secret) && !result.errors.contains(secret))
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      let services = try #require(report["services"] as? [[String: Any]])
      #expect(services.first?["keySet"] as? Bool == true)
      #expect(services.first?["source"] as? String == "http://127.0.0.1:9")
      let database = try #require(report["database"] as? [String: Any])
      #expect(database["healthy"] as? Bool == true)
      #expect(database["integrity"] as? [String] == ["ok"])
      let connectivity = try #require(report["connectivity"] as? [[String: Any]])
      #expect(connectivity.first?["reachable"] as? Bool == false)
      let problems = try #require(report["problems"] as? [String])
      #expect(problems.count == 1)
      #expect(result.errors == printed(HostError(.doctorFoundProblems, problems: problems)))

      let endpoint = try #require(try sandbox.configuration(environment).services[.unsplash])
      let probe = await ServiceProbe.check(endpoint, http: .urlSession())
      #expect(probe.error?.code == .transport)
      #expect(probe.error?.host == "127.0.0.1:9")
      #expect(problems == [probe.message])

      let table = await sandbox.run(["doctor", "--offline"])
      #expect(table.status == 0, "\(table.errors)")
      for heading in ["Configuration", "Directories", "Database", "Rate limits", "Connectivity"] {
        #expect(table.output.contains("\(heading)\n"))
      }
      #expect(table.output.contains("UNSPLASH_ACCESS_KEY not set"))
    }
  }
}
