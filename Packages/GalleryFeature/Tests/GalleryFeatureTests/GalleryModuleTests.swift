import Core
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// What ``GalleryModule`` contributes to the host: commands, routes and the detail section.
@Suite struct GalleryModuleTests {
  @Test(arguments: [
    ("mosaic://gallery", ["gallery"]),
    ("mosaic://gallery?page=2", ["gallery", "--page", "2"]),
    ("mosaic://gallery?page=3&per_page=10", ["gallery", "--page", "3", "--per-page", "10"]),
    ("mosaic://gallery?perPage=12", ["gallery", "--per-page", "12"]),
    ("mosaic://favorites", ["favorites", "list"]),
  ])
  func routes_openTheCommands(url: String, arguments: [String]) async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let resolution = try host.registry.router.resolve(url)

      #expect(resolution.arguments == arguments)
      #expect(resolution.route.moduleID == "gallery")
    }
  }

  @Test func galleryRoute_argumentsParseAsTheGalleryCommand() async throws {
    try await withTestHost(try FakePhotoService(count: 100)) { host in
      let arguments = try host.registry.router.resolve("mosaic://gallery?page=2&per_page=10").arguments

      let console = try await host.gallery(Array(arguments.dropFirst()))

      #expect(console.lines.first?.hasPrefix("Page 2 of 10") == true)
    }
  }

  @Test func module_summaryListsCommandsRoutesAndSection() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let summary = try #require(host.registry.summaries.first)

      #expect(summary.id == "gallery")
      #expect(summary.commands == ["gallery", "favorites"])
      #expect(summary.routes == ["mosaic://gallery", "mosaic://favorites"])
      #expect(summary.sections == ["photo.detail/gallery.more-photos"])
      #expect(summary.requires == ["PhotoClient", "FavoritesClient", "FeedStore"])
    }
  }

  @Test func module_withoutHostServices_isRefused() {
    #expect(throws: CoreError.self) { try PluginRegistry(modules: [GalleryModule()]) }
  }
}
