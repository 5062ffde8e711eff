import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// "More photos" as another feature meets it: through the registry's section catalog, on the photo detail
/// slot, with its own state.
struct MorePhotosRegistryTests {
  @Test func section_composesOnTheDetailSlot_withQualifiedItemIDs() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[5])
    try await withTestHost(service, favorites: favorites) { host in
      let sections = await host.detailSections.sections(for: service.photos[0], in: .english)

      let section = try requireValue(sections.first)
      expectEqual(host.detailSections.sectionIDs, ["gallery.more-photos"])
      expectEqual(sections.count, 1)
      expectEqual(section.id, "gallery.more-photos")
      expectEqual(section.title, "More photos")
      expectEqual(section.moduleID, "gallery")
      expectNil(section.failure)
      expectEqual(
        section.items.map(\.id), ["p006", "p011", "p016", "p021", "p026", "p002"].map { "gallery.more-photos/\($0)" })
      expectEqual(section.items.map(\.mark), [.favorite] + Array(repeating: .notFavorite, count: 5))
    }
  }

  @Test func section_inGerman_hasAGermanTitle() async throws {
    try await withTestHost(try FakePhotoService(count: 30)) { host in
      let sections = await host.detailSections.sections(for: host.service.photos[0], in: .german)

      expectEqual(sections.first?.title, "Weitere Fotos")
    }
  }

  @Test func failingService_failsOnlyTheSection_withTheTypedError() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 1)
    try await withTestHost(service) { host in
      let sections = await host.detailSections.sections(for: service.photos[0], in: .english)

      let section = try requireValue(sections.first)
      expectEqual(section.failure as? NetworkError, FakePhotoService.outage)
      expectEmpty(section.items)
    }
  }

  @Test func favoriteAction_throughTheController_togglesAndReloads() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      let subject = service.photos[0]
      let before = await host.detailSections.sections(for: subject, in: .english)
      let item = try requireValue(before.first?.items.first)
      let favorite = try requireValue(item.actions.first { $0.id == "favorite" })

      let outcome = try await host.detailSections.perform(favorite, on: item, for: subject)
      let after = await host.detailSections.sections(for: subject, in: .english)

      expectEqual(outcome, .reload)
      try await expectEqual(host.favorites.favoriteIDs(), ["p006"])
      expectEqual(after.first?.items.first?.mark, .favorite)
      expectEqual(service.requests.count, 1)
    }
  }

  @Test func section_andTheGallery_shareTheRunsPages() async throws {
    let service = try FakePhotoService(count: 100)
    try await withTestHost(service) { host in
      try await host.gallery(["--page", "2", "--per-page", "10"])

      let sections = await host.detailSections.sections(for: service.photos[12], in: .english)

      expectEqual(sections.first?.items.count, 6)
      expectEqual(service.requests, [FakePhotoService.PageRequest(2, 10)])
    }
  }
}
