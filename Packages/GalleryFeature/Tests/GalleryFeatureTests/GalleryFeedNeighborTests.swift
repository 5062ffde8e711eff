import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``GalleryFeed/neighbor(of:_:)``: the next or previous photo along the listing last shown, one request
/// per page needed, and the page it lands on remembered.
struct GalleryFeedNeighborTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  /// A feed over `service` whose cache remembers `page` of 10 as the last listing.
  private func feed(_ service: FakePhotoService, listing page: Int) async throws -> (GalleryFeed, CacheStore) {
    let cache = CacheStore.inMemory()
    try await cache.remember(service.page(page, perPage: 10))
    return (GalleryFeed(photos: service.client, cache: cache), cache)
  }

  @Test func next_andPrevious_withinThePage_needOnlyThatPage() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    let next = try await feed.neighbor(of: "p004", .next)
    let previous = try await feed.neighbor(of: "p004", .previous)

    expectEqual(next.value, service.photos[4])
    expectEqual(previous.value, service.photos[2])
    expectEqual(next.freshness, .live)
    expectEqual(service.requests, [PageRequest(1, 10)])
    await expectEqual(feed.listing()?.page, 1)
  }

  @Test func next_atThePageEdge_fetchesTheNextPageOnce_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    let next = try await feed.neighbor(of: "p010", .next)

    expectEqual(next.value.id, "p011")
    expectEqual(service.requests, [PageRequest(1, 10), PageRequest(2, 10)])
    let listing = try await requireValue(feed.listing())
    expectEqual(listing.page, 2)
    expectEqual(listing.perPage, 10)
    expectTrue(listing.hasMore)
    expectEqual(listing.source, "embedded")
    expectEqual(listing.photoIDs, service.photos[10..<20].map(\.id))
  }

  @Test func previous_atThePageEdge_fetchesThePreviousPageOnce_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 3)

    let previous = try await feed.neighbor(of: "p021", .previous)

    expectEqual(previous.value.id, "p020")
    expectEqual(service.requests, [PageRequest(3, 10), PageRequest(2, 10)])
    let listing = try await requireValue(feed.listing())
    expectEqual(listing.page, 2)
    expectEqual(listing.photoIDs, service.photos[10..<20].map(\.id))
  }

  @Test func walking_acrossTwoEdges_followsTheRememberedPage_askingEachPageOnce() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    _ = try await feed.neighbor(of: "p010", .next)
    let back = try await feed.neighbor(of: "p011", .previous)
    let again = try await feed.neighbor(of: "p010", .next)
    let last = try await feed.neighbor(of: "p020", .next)

    expectEqual([back.value.id, again.value.id, last.value.id], ["p010", "p011", "p021"])
    expectEqual(service.requestedPages, [1, 2, 3])
    await expectEqual(feed.listing()?.page, 3)
  }

  @Test func stepInsideASavedCopy_isStale_andOntoALivePage_isLive() async throws {
    let service = try FakePhotoService(count: 30)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let (feed, _) = try await feed(service, listing: 1)

    let inside = try await feed.neighbor(of: "p002", .next)
    let across = try await feed.neighbor(of: "p010", .next)

    expectEqual(inside.value.id, "p003")
    expectEqual(inside.freshness, .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    expectEqual(across.value.id, "p011")
    expectEqual(across.freshness, .live)
  }

  @Test func previous_atTheStartOfTheFeed_isEndOfFeed_withoutAnotherRequest() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p001", .previous) }

    expectEqual(error, GalleryError(.endOfFeed, photoID: "p001", direction: .previous))
    expectEqual(service.requests, [PageRequest(1, 10)])
    await expectEqual(feed.listing()?.page, 1)
  }

  @Test func next_atTheEndOfTheFeed_isEndOfFeed_withoutAnotherRequest() async throws {
    let service = try FakePhotoService(count: 25)
    let (feed, _) = try await feed(service, listing: 3)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p025", .next) }

    expectEqual(error, GalleryError(.endOfFeed, photoID: "p025", direction: .next))
    expectEqual(service.requests, [PageRequest(3, 10)])
  }

  @Test func next_ontoAnEmptyPage_isEndOfFeed_andKeepsTheListing() async throws {
    let service = try FakePhotoService(count: 20, knowsEnd: false)
    let (feed, _) = try await feed(service, listing: 2)
    let before = await feed.listing()

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p020", .next) }

    expectEqual(error?.code, .endOfFeed)
    expectEqual(error?.direction, .next)
    expectEqual(service.requests, [PageRequest(2, 10), PageRequest(3, 10)])
    await expectEqual(feed.listing(), before)
  }

  @Test func failingAdjacentPage_passesTheNetworkErrorOn_andKeepsTheListing() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 2)
    let (feed, _) = try await feed(service, listing: 1)

    let error = await expectThrows(NetworkError.self) { try await feed.neighbor(of: "p010", .next) }

    expectEqual(error, FakePhotoService.outage)
    await expectEqual(feed.listing()?.page, 1)
  }
}
