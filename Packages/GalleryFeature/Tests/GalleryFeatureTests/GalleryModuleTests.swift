import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// What ``GalleryModule`` declares and contributes, and the compositions the registry refuses.
struct GalleryModuleTests {
  @Test func module_summaryListsWhatItContributes() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let summary = try requireValue(host.registry.summaries.first)

      expectEqual(summary.id, "gallery")
      expectEqual(summary.names(of: "commands"), ["gallery", "favorites", "photographer"])
      expectEqual(summary.names(of: "routes"), ["mosaic://gallery", "mosaic://favorites", "mosaic://user/:username"])
      expectEqual(
        summary.names(of: "destinations"), ["GalleryDestination", "PhotographerDestination", "FavoritesDestination"])
      expectEqual(summary.names(of: "sections"), ["Photo.detail/gallery.more-photos"])
      expectEqual(summary.requires, ["PhotoClient", "FavoritesClient", "CacheStore"])
      expectEqual(summary.provides, ["PhotoFeedClient"])
    }
  }

  @Test func module_providesThePhotoFeed_overTheRememberedListing() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.remember(page: 1, perPage: 10)

      let feed = try host.feed()
      let next = try await feed.neighbor("p003", .next)

      expectEqual(next.value.id, "p004")
      expectTrue(host.registry.container.isRegistered(PhotoFeedClient.self))
    }
  }

  @Test func module_providesOneFeedPerRun_sharedWithItsCommands() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.gallery(["--per-page", "10"])

      _ = try await host.feed().neighbor("p003", .next)
      _ = try await host.feed().neighbor("p004", .next)

      expectEqual(service.requests, [FakePhotoService.PageRequest(1, 10)])
    }
  }

  @Test func module_withoutACacheStore_isRefusedNamingTheService() throws {
    let service = try FakePhotoService(count: 1)

    let error = expectThrows(CoreError.self) {
      try PluginRegistry(
        modules: [GalleryModule()], serving: [.value(service.client), .value(FavoritesClient.inMemory())])
    }

    expectEqual(error?.code, .missingService)
    expectEqual(error?.module, "gallery")
    expectEqual(error?.service, "CacheStore")
  }

  @Test func module_withoutHostServices_isRefusedNamingTheFirstMissing() {
    let error = expectThrows(CoreError.self) { try PluginRegistry(modules: [GalleryModule()]) }

    expectEqual(error?.code, .missingService)
    expectEqual(error?.service, "PhotoClient")
  }

  @Test func secondProviderOfThePhotoFeed_isRefused() throws {
    let service = try FakePhotoService(count: 1)

    let error = expectThrows(CoreError.self) {
      try PluginRegistry(
        modules: [GalleryModule()],
        serving: [
          .value(service.client), .value(FavoritesClient.inMemory()), .value(CacheStore.inMemory()),
          .value(PhotoFeedClient.failing),
        ])
    }

    expectEqual(error?.code, .duplicateService)
    expectEqual(error?.service, "PhotoFeedClient")
  }

  @Test func module_isBuiltForPluginAPI2() {
    expectEqual(GalleryModule().moduleRequirements, [.pluginAPI("2.0.0"..<"3.0.0")])
  }
}
