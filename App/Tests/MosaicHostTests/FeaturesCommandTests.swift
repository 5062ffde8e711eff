import Foundation
import MosaicHost
import Testing

extension HostRuns {
  /// `mosaic features`: every module with each kind of contribution it made, as the registry collected them.
  @Suite struct FeaturesCommandTests {
    let sandbox = HostSandbox()

    @Test func featuresJSON_listsCommandsRoutesSectionsAndDestinations_perModule() async throws {
      defer { sandbox.remove() }
      let result = await sandbox.run(["features", "--json"])
      #expect(result.status == 0, "\(result.errors)")
      let all = try JSONDecoder().decode(FeaturesDocument.self, from: Data(result.output.utf8)).modules
      // In boot order: the host's own module uses the services', so it boots after them.
      #expect(Set(all.map(\.id)) == Set(CompositionRoot.modules.map(\.id)))
      // The product's own modules come first; a feature added by `make new-feature` follows them.
      let modules = Array(all.prefix(7))
      #expect(modules.map(\.id) == ["services", "host", "images", "gallery", "detail", "news", "settings"])
      #expect(modules.map(\.version) == Array(repeating: "1.0.0", count: 7))
      #expect(
        modules.map(\.commands) == [
          ["doctor", "export", "import"], ["features", "open", "ui", "config"], ["cache"],
          ["gallery", "favorites", "photographer"],
          ["photo"],
          ["news"], ["settings"],
        ])
      #expect(
        modules.map(\.routes) == [
          [], [], [], ["mosaic://gallery", "mosaic://favorites", "mosaic://user/:username"], ["mosaic://photo/:id"],
          ["mosaic://news", "mosaic://news/saved"], ["mosaic://settings"],
        ])
      #expect(
        modules.map(\.sections) == [
          [], [], [], ["Photo.detail/gallery.more-photos"],
          [
            "Photo.detail/detail.header", "Photo.detail/detail.details", "Photo.detail/detail.stats",
            "Photo.detail/detail.camera", "Photo.detail/detail.photographer",
            "Photo.detail/detail.more-by-photographer",
          ], [], [],
        ])
      #expect(
        modules.map(\.destinations) == [
          [], [], [], ["GalleryDestination", "PhotographerDestination", "FavoritesDestination"], ["PhotoDestination"],
          ["NewsDestination", "SavedArticlesDestination"], ["SettingsDestination"],
        ])
      #expect(modules[0].requires == ["HostConfiguration"])
      #expect(modules[1].requires == ["RegistryContents", "Router", "HostTerminal", "HostConfiguration"])
      #expect(modules[2].provides == ["ImageClient", "TerminalEnvironment", "ImageCache"])
      #expect(modules[3].provides == ["PhotoFeedClient"])
      #expect(modules[4].requires == ["PhotoClient", "FavoritesClient"])
    }

    @Test func featuresText_showsOneBlockPerModule() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["features"])
      #expect(result.status == 0, "\(result.errors)")
      let blocks = result.output.components(separatedBy: "\n\n")
      #expect(blocks.count == CompositionRoot.modules.count)
      #expect(blocks[1].hasPrefix("Host commands — host 1.0.0\n  commands      features, open, ui, config\n"))
      #expect(blocks[2].hasPrefix("Images — images 1.0.0\n"))
      #expect(blocks[3].hasPrefix("Photo gallery — gallery 1.0.0\n"))
      #expect(blocks[3].contains("\n  routes        mosaic://gallery, mosaic://favorites, mosaic://user/:username\n"))
      #expect(blocks[4].contains("\n  destinations  PhotoDestination\n"))
    }

    @Test func features_preparesNoStorage() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["features"])
      #expect(result.status == 0, "\(result.errors)")
      let database = sandbox.root.appendingPathComponent("data/mosaic/mosaic.sqlite")
      #expect(!FileManager.default.fileExists(atPath: database.path), "features must not open the database")
    }
  }
}
