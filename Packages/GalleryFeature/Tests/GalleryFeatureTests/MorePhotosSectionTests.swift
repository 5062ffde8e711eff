import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// The "more photos" section GalleryFeature adds to the photo detail screen.
@Suite struct MorePhotosSectionTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  @Test func items_excludeTheSubject_sameAuthorFirst_atMostSix() async throws {
    let service = try FakePhotoService(count: 60)
    try await withTestHost(service) { host in
      let subject = service.photos[0]

      let items = try await MorePhotosSection().items(for: subject, resolver: host.resolver)

      #expect(items.map(\.id) == ["p006", "p011", "p016", "p021", "p026", "p002"])
      #expect(!items.contains { $0.id == subject.id })
      #expect(service.requests == [PageRequest(1, 30)])
    }
  }

  @Test func items_whenTheAuthorHasMoreThanSix_areAllTheirs() async throws {
    let (author, other) = (PhotoFixtures.authors[2], PhotoFixtures.authors[0])
    let photos = try (1...16).map { try PhotoFixtures.photo($0, author: $0.isMultiple(of: 2) ? author : other) }
    let service = FakePhotoService(photos: photos)
    try await withTestHost(service) { host in
      let items = try await MorePhotosSection().items(for: photos[1], resolver: host.resolver)

      #expect(items.map(\.id) == ["p004", "p006", "p008", "p010", "p012", "p014"])
      #expect(items.allSatisfy { $0.photo.user == author })
    }
  }

  @Test func items_onAShortPage_areTheOthersThere() async throws {
    let service = try FakePhotoService(count: 3)
    try await withTestHost(service) { host in
      let items = try await MorePhotosSection().items(for: service.photos[1], resolver: host.resolver)

      #expect(items.map(\.id) == ["p001", "p003"])
    }
  }

  @Test func items_comeFromTheRememberedPage_whenTheSubjectIsOnIt() async throws {
    let service = try FakePhotoService(count: 100)
    try await withTestHost(service) { host in
      let listed = Array(service.photos[20..<30])
      try await host.feeds.save(
        GalleryFeed(
          source: "embedded", page: 3, perPage: 10, hasMore: true, photoIDs: listed.map(\.id), savedAt: Date()))

      let items = try await MorePhotosSection().items(for: listed[4], resolver: host.resolver)

      #expect(service.requests == [PageRequest(3, 10)])
      #expect(items.map(\.id) == ["p030", "p021", "p022", "p023", "p024", "p026"])
    }
  }

  /// Remembered listings the section must not use for a subject: another page, another source.
  @Test(arguments: [("embedded", ["p001", "p002"]), ("unsplash https://api.example.com/", ["p041", "p042"])])
  func items_comeFromPageOne_whenTheRememberedPageDoesNotFit(source: String, listed: [String]) async throws {
    let service = try FakePhotoService(count: 100)
    try await withTestHost(service) { host in
      try await host.feeds.save(
        GalleryFeed(source: source, page: 2, perPage: 40, hasMore: true, photoIDs: listed, savedAt: Date()))

      _ = try await MorePhotosSection().items(for: service.photos[40], resolver: host.resolver)

      #expect(service.requests == [PageRequest(1, 30)])
    }
  }

  @Test func section_rendersThroughTheRegistryWithFavoriteMarks() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[5])
    try await withTestHost(service, favorites: favorites) { host in
      let sections = await host.registry.sectionController(for: .photoDetail)
        .sections(for: service.photos[0], resolver: host.resolver)

      let section = try #require(sections.first)
      #expect(sections.count == 1)
      #expect(section.id == "gallery.more-photos")
      #expect(section.title == "More photos")
      #expect(section.moduleID == "gallery")
      #expect(section.failure == nil)
      #expect(section.items.map(\.id) == ["p006", "p011", "p016", "p021", "p026", "p002"])
      #expect(section.items[0].lines == ["★ p006  Ana Lima                Description of p006"])
      #expect(section.items[1].lines == ["• p011  Ana Lima                Description of p011"])
      #expect(section.items[0].json["isFavorite"] == true)
      #expect(section.items[1].json["isFavorite"] == false)
      #expect(section.items[0].json["author"] == "Ana Lima")
    }
  }

  @Test func failingService_failsOnlyTheSection() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 1)
    try await withTestHost(service) { host in
      let sections = await host.registry.sectionController(for: .photoDetail)
        .sections(for: service.photos[0], resolver: host.resolver)

      #expect(sections.map(\.failure) == [FakePhotoService.outage.message])
      #expect(sections.first?.items.isEmpty == true)
    }
  }
}
