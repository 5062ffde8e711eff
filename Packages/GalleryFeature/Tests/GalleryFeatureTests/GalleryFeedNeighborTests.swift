import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// ``GalleryFeed/neighbor(of:_:)``: the next or previous photo along the listing last shown, one request
/// per page needed, and the page it lands on remembered.
@Suite struct GalleryFeedNeighborTests {
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

    #expect(next.value == service.photos[4])
    #expect(previous.value == service.photos[2])
    #expect(next.freshness == .live)
    #expect(service.requests == [PageRequest(1, 10)])
    #expect(await feed.listing()?.page == 1)
  }

  @Test func next_atThePageEdge_fetchesTheNextPageOnce_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    let next = try await feed.neighbor(of: "p010", .next)

    #expect(next.value.id == "p011")
    #expect(service.requests == [PageRequest(1, 10), PageRequest(2, 10)])
    let listing = try #require(await feed.listing())
    #expect(listing.page == 2)
    #expect(listing.perPage == 10)
    #expect(listing.hasMore)
    #expect(listing.source == "embedded")
    #expect(listing.photoIDs == service.photos[10..<20].map(\.id))
  }

  @Test func previous_atThePageEdge_fetchesThePreviousPageOnce_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 3)

    let previous = try await feed.neighbor(of: "p021", .previous)

    #expect(previous.value.id == "p020")
    #expect(service.requests == [PageRequest(3, 10), PageRequest(2, 10)])
    let listing = try #require(await feed.listing())
    #expect(listing.page == 2)
    #expect(listing.photoIDs == service.photos[10..<20].map(\.id))
  }

  @Test func walking_acrossTwoEdges_followsTheRememberedPage_askingEachPageOnce() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    _ = try await feed.neighbor(of: "p010", .next)
    let back = try await feed.neighbor(of: "p011", .previous)
    let again = try await feed.neighbor(of: "p010", .next)
    let last = try await feed.neighbor(of: "p020", .next)

    #expect([back.value.id, again.value.id, last.value.id] == ["p010", "p011", "p021"])
    #expect(service.requestedPages == [1, 2, 3])
    #expect(await feed.listing()?.page == 3)
  }

  @Test func stepInsideASavedCopy_isStale_andOntoALivePage_isLive() async throws {
    let service = try FakePhotoService(count: 30)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let (feed, _) = try await feed(service, listing: 1)

    let inside = try await feed.neighbor(of: "p002", .next)
    let across = try await feed.neighbor(of: "p010", .next)

    #expect(inside.value.id == "p003")
    #expect(inside.freshness == .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    #expect(across.value.id == "p011")
    #expect(across.freshness == .live)
  }

  @Test func previous_atTheStartOfTheFeed_isEndOfFeed_withoutAnotherRequest() async throws {
    let service = try FakePhotoService(count: 30)
    let (feed, _) = try await feed(service, listing: 1)

    let error = await #expect(throws: GalleryError.self) { try await feed.neighbor(of: "p001", .previous) }

    #expect(error == GalleryError(.endOfFeed, photoID: "p001", direction: .previous))
    #expect(service.requests == [PageRequest(1, 10)])
    #expect(await feed.listing()?.page == 1)
  }

  @Test func next_atTheEndOfTheFeed_isEndOfFeed_withoutAnotherRequest() async throws {
    let service = try FakePhotoService(count: 25)
    let (feed, _) = try await feed(service, listing: 3)

    let error = await #expect(throws: GalleryError.self) { try await feed.neighbor(of: "p025", .next) }

    #expect(error == GalleryError(.endOfFeed, photoID: "p025", direction: .next))
    #expect(service.requests == [PageRequest(3, 10)])
  }

  @Test func next_ontoAnEmptyPage_isEndOfFeed_andKeepsTheListing() async throws {
    let service = try FakePhotoService(count: 20, knowsEnd: false)
    let (feed, _) = try await feed(service, listing: 2)
    let before = await feed.listing()

    let error = await #expect(throws: GalleryError.self) { try await feed.neighbor(of: "p020", .next) }

    #expect(error?.code == .endOfFeed)
    #expect(error?.direction == .next)
    #expect(service.requests == [PageRequest(2, 10), PageRequest(3, 10)])
    #expect(await feed.listing() == before)
  }

  @Test func failingAdjacentPage_passesTheNetworkErrorOn_andKeepsTheListing() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 2)
    let (feed, _) = try await feed(service, listing: 1)

    let error = await #expect(throws: NetworkError.self) { try await feed.neighbor(of: "p010", .next) }

    #expect(error == FakePhotoService.outage)
    #expect(await feed.listing()?.page == 1)
  }
}
