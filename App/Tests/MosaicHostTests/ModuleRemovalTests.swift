import Core
import CoreCLI
import DetailFeature
import Foundation
import GalleryFeature
import MosaicHost
import NetworkLayer
import TestExpectations
import Testing

extension HostRuns {
  /// Taking a module out of the composition root takes out its commands, routes and sections, and nothing
  /// else.
  @Suite struct ModuleRemovalTests {
    let sandbox = HostSandbox()
    /// A photo of the embedded catalog.
    let photoID = "q5Aq-4pHXK9"

    @Test func withoutTheDetail_photoAndItsRouteAreGone_andTheGalleryWorks() async throws {
      defer { sandbox.remove() }
      let modules: [any FeatureModule] = [HostModule(), ServicesModule(), GalleryModule()]
      let features = await sandbox.run(["features", "--json"], modules: modules)
      #expect(features.status == 0, "\(features.errors)")
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(features.output.utf8))
      #expect(document.modules.map(\.id) == ["services", "host", "gallery"])
      #expect(
        document.modules.flatMap(\.commands) == [
          "doctor", "export", "import", "features", "open", "ui", "config", "gallery", "favorites", "photographer",
        ])
      #expect(
        document.modules.flatMap(\.routes) == ["mosaic://gallery", "mosaic://favorites", "mosaic://user/:username"])

      let photo = await sandbox.run(["photo", photoID], modules: modules)
      #expect(photo.status == 64)
      #expect(photo.errors == "Error: There is no command 'photo'; `mosaic --help` lists the commands.\n")

      let url = "mosaic://photo/\(photoID)"
      let error = try #require(try routeError(url, modules: modules))
      #expect(error.code == .unknownRoute)
      #expect(error.value == url)
      let route = await sandbox.run(["open", url], modules: modules)
      // A route no module has is the person's line: a usage error.
      #expect(route.status == 64)
      #expect(route.errors == printed(error))

      let gallery = await sandbox.run(["gallery", "--json"], modules: modules)
      #expect(gallery.status == 0, "\(gallery.errors)")
      let listing = try #require(try JSONSerialization.jsonObject(with: Data(gallery.output.utf8)) as? [String: Any])
      #expect((listing["photos"] as? [Any])?.count == 30)
      let opened = await sandbox.run(["open", "mosaic://gallery?page=2"], modules: modules)
      #expect(opened.status == 0, "\(opened.errors)")
      #expect(opened.output.hasPrefix("Page 2 of 12 · 342 photos · the embedded catalog\n"))
    }

    @Test func withoutTheGallery_photoWorks_withoutMorePhotos() async throws {
      defer { sandbox.remove() }
      let modules: [any FeatureModule] = [HostModule(), ServicesModule(), DetailModule()]
      let features = await sandbox.run(["features", "--json"], modules: modules)
      #expect(features.status == 0, "\(features.errors)")
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(features.output.utf8))
      #expect(document.modules.map(\.id) == ["services", "host", "detail"])
      #expect(
        document.modules.flatMap(\.commands) == [
          "doctor", "export", "import", "features", "open", "ui", "config", "photo",
        ])

      let gallery = await sandbox.run(["gallery"], modules: modules)
      #expect(gallery.status == 64)
      #expect(gallery.errors.contains("There is no command 'gallery'"))

      let error = try #require(try routeError("mosaic://gallery", modules: modules))
      #expect(error.code == .unknownRoute)
      let route = await sandbox.run(["open", "mosaic://gallery"], modules: modules)
      // A route no module has is the person's line: a usage error.
      #expect(route.status == 64)
      #expect(route.errors == printed(error))

      let photo = await sandbox.run(["photo", photoID, "--json"], modules: modules)
      #expect(photo.status == 0, "\(photo.errors)")
      let page = try #require(try JSONSerialization.jsonObject(with: Data(photo.output.utf8)) as? [String: Any])
      #expect(page["id"] as? String == photoID)
      let sections = try #require(page["sections"] as? [[String: Any]])
      expectEqual(
        sections.compactMap { $0["id"] as? String },
        [
          "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer",
          "detail.more-by-photographer",
        ])
    }

    @Test(arguments: [FeedDirection.next, .previous])
    func withoutTheGallery_movingAlongTheFeed_saysThereIsNoFeed(_ direction: FeedDirection) async {
      defer { sandbox.remove() }
      let modules: [any FeatureModule] = [HostModule(), ServicesModule(), DetailModule()]
      let result = await sandbox.run(["photo", photoID, "--\(direction.rawValue)"], modules: modules)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors == printed(DetailError(.noFeed, photoID: photoID, direction: direction)))
    }

    @Test func open_aDestinationNoModulePresents_namesIt() async throws {
      defer { sandbox.remove() }
      let modules: [any FeatureModule] = [HostModule(), ServicesModule(), GalleryModule(), RouteOnlyModule()]
      let features = await sandbox.run(["features", "--json"], modules: modules)
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(features.output.utf8))
      let module = try requireValue(document.modules.first { $0.id == "route-only" })
      #expect(module.routes == ["mosaic://elsewhere"])
      #expect(module.destinations.isEmpty)

      let result = await sandbox.run(["open", "mosaic://elsewhere"], modules: modules)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors == printed(CLIError(.noPresenter, command: "open", detail: "ElsewhereDestination")))
    }
  }
}
