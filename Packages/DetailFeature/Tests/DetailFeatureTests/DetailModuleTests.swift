import Core
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// What ``DetailModule`` declares and contributes, and the compositions the registry refuses.
@Suite struct DetailModuleTests {
  @Test func module_summaryListsWhatItContributes() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let summary = try requireValue(host.registry.summaries.first { $0.id == "detail" })

      #expect(summary.names(of: "commands") == ["photo"])
      #expect(summary.names(of: "routes") == ["mosaic://photo/:id"])
      #expect(summary.names(of: "destinations") == ["PhotoDestination"])
      #expect(
        summary.names(of: "sections")
          == [
            "Photo.detail/detail.header", "Photo.detail/detail.details", "Photo.detail/detail.stats",
            "Photo.detail/detail.camera", "Photo.detail/detail.photographer",
            "Photo.detail/detail.more-by-photographer",
          ])
      #expect(summary.requires == ["PhotoClient", "FavoritesClient"])
      #expect(summary.provides.isEmpty)
    }
  }

  @Test func module_withoutFavorites_isRefusedNamingTheService() throws {
    let service = try FakePhotoService(count: 1)

    let error = #expect(throws: CoreError.self) {
      try PluginRegistry(modules: [DetailModule()], serving: [.value(service.client)])
    }

    #expect(error?.code == .missingService)
    #expect(error?.module == "detail")
    #expect(error?.service == "FavoritesClient")
  }

  @Test func module_withoutAFeed_composes_andShowsPhotos() async throws {
    try await withTestHost(try FakePhotoService(count: 3), extras: nil) { host in
      let console = try await host.photo(["p001"])

      #expect(console.lines.first == "Ana Lima")
      #expect(!host.registry.container.isRegistered(PhotoFeedClient.self))
    }
  }

  @Test func sections_areOrderedAroundOtherModules() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      #expect(
        host.sections.sectionIDs == [
          "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer", "test.extras",
          "detail.more-by-photographer",
        ])
    }
  }

  @Test func module_isBuiltForPluginAPI2() {
    #expect(DetailModule().moduleRequirements == [.pluginAPI("2.0.0"..<"3.0.0")])
  }
}
