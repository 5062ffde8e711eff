import ArgumentParser
import Core
import CoreCLI
import DataLayer
import DetailFeature
import Foundation
import GalleryFeature
import NetworkLayer
import Testing

@testable import MosaicHost

/// The host run in-process. Serialized: the root command's subcommand table is process-wide.
@Suite(.serialized) struct MosaicHostTests {
  let sandbox = HostSandbox()

  @Test func compositionRoot_loadsServicesGalleryAndDetail() {
    #expect(CompositionRoot.modules.map(\.id) == ["services", "gallery", "detail"])
  }

  @Test func removingAModule_removesItsCommandsRoutesAndSections() async throws {
    defer { sandbox.remove() }
    let modules: [any FeatureModule] = [ServicesModule(), DetailModule()]
    let features = await sandbox.run(["features", "--json"], modules: modules)
    #expect(features.status == 0, "\(features.errors)")
    #expect(!features.output.contains("\"gallery\""))
    #expect(features.output.contains("\"photo\""))

    let gallery = await sandbox.run(["gallery"], modules: modules)
    #expect(gallery.status == 64)
    #expect(gallery.errors.contains("Unexpected argument 'gallery'"))

    let route = await sandbox.run(["open", "mosaic://gallery"], modules: modules)
    #expect(route.status == 1)
    #expect(route.errors.contains("No route matches 'mosaic://gallery'"))

    let photo = await sandbox.run(["photo", "q5Aq-4pHXK9", "--json"], modules: modules)
    #expect(photo.status == 0, "\(photo.errors)")
    #expect(!photo.output.contains("gallery.more-photos"))
    #expect(photo.output.contains("detail.details"))
  }

  @Test func anInvalidModuleList_isRefusedBeforeAnythingRuns() async {
    defer { sandbox.remove() }
    let result = await sandbox.run(["gallery"], modules: [GalleryModule(), GalleryModule()])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("Error: Two modules use the id 'gallery'"))
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.path), "nothing may be written before validation")
  }

  @Test func aMissingService_namesTheModuleAndTheFix() async {
    defer { sandbox.remove() }
    let result = await sandbox.run(["features"], modules: [GalleryModule()])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "Module 'gallery' requires 'PhotoClient', which no module provides; add a module that "
          + "provides it to the composition root in App/"))
  }

  @Test func gallery_inProcess_listsThirtyPhotos() async {
    defer { sandbox.remove() }
    let result = await sandbox.run(["gallery"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.split(separator: "\n").count == 32)
  }

  @Test func open_passesJSONThrough_toTheOpenedCommand() async throws {
    defer { sandbox.remove() }
    let result = await sandbox.run(["open", "mosaic://gallery?page=2&per_page=5", "--json"])
    #expect(result.status == 0, "\(result.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(document["page"] as? Int == 2)
    #expect((document["photos"] as? [Any])?.count == 5)
  }

  @Test func open_aRouteWithBadParameters_explainsTheCommandItOpens() async {
    defer { sandbox.remove() }
    let result = await sandbox.run(["open", "mosaic://gallery?page=zero"])
    #expect(result.status == 1)
    #expect(result.errors.contains("'mosaic://gallery?page=zero' opens `mosaic gallery --page zero`"))
  }

  @Test func hostConfiguration_readsFlagsAndEnvironment() throws {
    let options = try HostOptions.parse(["--data-dir", "/tmp/mosaic-flag"])
    let configuration = try HostConfiguration.resolve(
      options, environment: ["HOME": "/home/u", "UNSPLASH_ACCESS_KEY": "k", "MOSAIC_CACHE_DIR": "/tmp/c"])
    #expect(configuration.locations.dataDirectory.path == "/tmp/mosaic-flag")
    #expect(configuration.locations.cacheDirectory.path == "/tmp/c")
    #expect(configuration.services.unsplash?.descriptor.baseURL.absoluteString == "https://api.unsplash.com")
    #expect(configuration.services.newsAPI == nil)
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
    #expect(result.errors.hasPrefix("Error: doctor found 1 problem(s): Could not reach Unsplash at '127.0.0.1:9'"))

    let table = await sandbox.run(["doctor", "--offline"])
    #expect(table.status == 0, "\(table.errors)")
    for heading in ["Configuration", "Directories", "Database", "Rate limits", "Connectivity"] {
      #expect(table.output.contains("\(heading)\n"))
    }
    #expect(table.output.contains("UNSPLASH_ACCESS_KEY not set"))
  }
}
