import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// "More photos" as another feature meets it: through the registry's section catalog, on the photo detail
/// slot, with its own state.
@Suite struct MorePhotosRegistryTests {
  @Test func section_composesOnTheDetailSlot_withQualifiedItemIDs() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[5])
    try await withTestHost(service, favorites: favorites) { host in
      let sections = await host.detailSections.sections(for: service.photos[0], in: .english)

      let section = try #require(sections.first)
      #expect(host.detailSections.sectionIDs == ["gallery.more-photos"])
      #expect(sections.count == 1)
      #expect(section.id == "gallery.more-photos")
      #expect(section.title == "More photos")
      #expect(section.moduleID == "gallery")
      #expect(section.failure == nil)
      #expect(
        section.items.map(\.id) == ["p006", "p011", "p016", "p021", "p026", "p002"].map { "gallery.more-photos/\($0)" })
      #expect(section.items.map(\.mark) == [.favorite] + Array(repeating: .notFavorite, count: 5))
    }
  }

  @Test func section_inGerman_hasAGermanTitle() async throws {
    try await withTestHost(try FakePhotoService(count: 30)) { host in
      let sections = await host.detailSections.sections(for: host.service.photos[0], in: .german)

      #expect(sections.first?.title == "Weitere Fotos")
    }
  }

  @Test func failingService_failsOnlyTheSection_withTheTypedError() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 1)
    try await withTestHost(service) { host in
      let sections = await host.detailSections.sections(for: service.photos[0], in: .english)

      let section = try #require(sections.first)
      #expect(section.failure as? NetworkError == FakePhotoService.outage)
      #expect(section.items.isEmpty)
    }
  }

  @Test func favoriteAction_throughTheController_togglesAndReloads() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      let subject = service.photos[0]
      let before = await host.detailSections.sections(for: subject, in: .english)
      let item = try #require(before.first?.items.first)
      let favorite = try #require(item.actions.first { $0.id == "favorite" })

      let outcome = try await host.detailSections.perform(favorite, on: item, for: subject)
      let after = await host.detailSections.sections(for: subject, in: .english)

      #expect(outcome == .reload)
      #expect(try await host.favorites.favoriteIDs() == ["p006"])
      #expect(after.first?.items.first?.mark == .favorite)
      #expect(service.requests.count == 1)
    }
  }

  @Test func section_andTheGallery_shareTheRunsPages() async throws {
    let service = try FakePhotoService(count: 100)
    try await withTestHost(service) { host in
      try await host.gallery(["--page", "2", "--per-page", "10"])

      let sections = await host.detailSections.sections(for: service.photos[12], in: .english)

      #expect(sections.first?.items.count == 6)
      #expect(service.requests == [FakePhotoService.PageRequest(2, 10)])
    }
  }
}
