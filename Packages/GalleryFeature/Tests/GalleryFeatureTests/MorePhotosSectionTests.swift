import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Which photos "more photos" picks: from the page the photo was listed on (page 1 otherwise), the same
/// photographer's first, never the photo shown, at most six; and that prefetching warms that page.
struct MorePhotosSectionTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  private func section(_ service: FakePhotoService, cache: CacheStore = .inMemory()) -> MorePhotosSection {
    MorePhotosSection(feed: GalleryFeed(photos: service.client, cache: cache), favorites: .inMemory())
  }

  @Test func items_excludeTheSubject_sameAuthorFirst_atMostSix() async throws {
    let service = try FakePhotoService(count: 60)
    let subject = service.photos[0]

    let items = try await section(service).items(for: subject, in: .english)

    expectEqual(items.map(\.id), ["p006", "p011", "p016", "p021", "p026", "p002"])
    expectNone(items) { $0.id == subject.id }
    expectEqual(service.requests, [PageRequest(1, 30)])
  }

  @Test func items_whenTheAuthorHasMoreThanSix_areAllTheirs() async throws {
    let (author, other) = (PhotoFixtures.authors[2], PhotoFixtures.authors[0])
    let photos = try (1...16).map { try PhotoFixtures.photo($0, author: $0.isMultiple(of: 2) ? author : other) }
    let service = FakePhotoService(photos: photos)

    let items = try await section(service).items(for: photos[1], in: .english)

    expectEqual(items.map(\.id), ["p004", "p006", "p008", "p010", "p012", "p014"])
    expectAll(items) {
      if case .entry(_, let title, _) = $0.content { title == author.name } else { false }
    }
  }

  @Test func items_onAShortPage_areTheOthersThere() async throws {
    let service = try FakePhotoService(count: 3)

    let items = try await section(service).items(for: service.photos[1], in: .english)

    expectEqual(items.map(\.id), ["p001", "p003"])
  }

  @Test func items_ofAnEmptyFeed_areNone() async throws {
    let service = try FakePhotoService(count: 0)
    let subject = try PhotoFixtures.photo(1)

    try await expectEmpty(section(service).items(for: subject, in: .english))
  }

  @Test func items_comeFromTheRememberedPage_whenTheSubjectIsOnIt() async throws {
    let service = try FakePhotoService(count: 100)
    let cache = CacheStore.inMemory()
    try await cache.remember(service.page(3, perPage: 10))

    let items = try await section(service, cache: cache).items(for: service.photos[24], in: .english)

    expectEqual(service.requests, [PageRequest(3, 10)])
    expectEqual(items.map(\.id), ["p030", "p021", "p022", "p023", "p024", "p026"])
  }

  /// Remembered listings the section must not use for a subject: another page, another source.
  @Test(arguments: [("embedded", ["p001", "p002"]), ("unsplash https://api.example.com/", ["p041", "p042"])])
  func items_comeFromPageOne_whenTheRememberedPageDoesNotFit(source: String, listed: [String]) async throws {
    let service = try FakePhotoService(count: 100)
    let cache = CacheStore.inMemory()
    try await cache.save(
      LastListing(source: source, page: 2, perPage: 40, hasMore: true, photoIDs: listed, savedAt: Date()),
      named: LastListing.cacheName)

    _ = try await section(service, cache: cache).items(for: service.photos[40], in: .english)

    expectEqual(service.requests, [PageRequest(1, 30)])
  }

  @Test func prefetch_warmsThePage_soItemsAskNothingMore() async throws {
    let service = try FakePhotoService(count: 60)
    let section = section(service)

    await section.prefetch(for: service.photos[0])
    expectEqual(service.requests, [PageRequest(1, 30)])
    let items = try await section.items(for: service.photos[0], in: .english)

    expectEqual(items.count, 6)
    expectEqual(service.requests, [PageRequest(1, 30)])
  }

  @Test func prefetch_thatFails_isQuiet_andItemsAskAgain() async throws {
    let service = try FakePhotoService(count: 60)
    service.fail(page: 1)
    let section = section(service)

    await section.prefetch(for: service.photos[0])
    service.recover(page: 1)
    let items = try await section.items(for: service.photos[0], in: .english)

    expectEqual(items.count, 6)
    expectEqual(service.requestedPages, [1, 1])
  }

  @Test func prefetch_andItemsAtOnce_shareOneRequest() async throws {
    let service = try FakePhotoService(count: 60)
    let section = section(service)
    let gate = service.hold(page: 1)
    defer { gate.release() }

    async let warmed: Void = section.prefetch(for: service.photos[0])
    await gate.arrived()
    async let items = section.items(for: service.photos[0], in: .english)
    gate.release()

    _ = await warmed
    try await expectEqual(items.count, 6)
    expectEqual(service.requests, [PageRequest(1, 30)])
  }
}
