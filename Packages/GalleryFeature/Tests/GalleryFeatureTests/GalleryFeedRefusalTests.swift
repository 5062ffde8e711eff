import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Moves ``GalleryFeed/neighbor(of:_:)`` refuses: each a ``GalleryError`` with its code and payload, asking
/// the service for nothing it does not need and leaving the listing as it was.
struct GalleryFeedRefusalTests {
  @Test(arguments: FeedDirection.allCases)
  func withoutAListing_isNoListing(direction: FeedDirection) async throws {
    let service = try FakePhotoService(count: 30)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p004", direction) }

    expectEqual(error, GalleryError(.noListing, photoID: "p004", direction: direction))
    expectEmpty(service.requests)
  }

  @Test func listingFromAnotherSource_namesBothSources() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await cache.remember(service.page(1, perPage: 10), source: "unsplash https://api.example.com/")
    let feed = GalleryFeed(photos: service.client, cache: cache)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p004", .next) }

    expectEqual(error?.code, .listingFromAnotherSource)
    expectEqual(error?.listedSource, "unsplash https://api.example.com/")
    expectEqual(error?.currentSource, .embedded)
    expectEqual(error?.photoID, "p004")
    expectEmpty(service.requests)
  }

  @Test func photoNotOnTheListing_isNotOnListing_withThePage() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await cache.remember(service.page(2, perPage: 10))
    let feed = GalleryFeed(photos: service.client, cache: cache)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p004", .next) }

    expectEqual(error, GalleryError(.notOnListing, photoID: "p004", page: 2, direction: .next))
    expectEmpty(service.requests)
  }

  @Test func photoGoneFromTheListedPage_isNoLongerOnPage() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    let listing = LastListing(
      source: "embedded", page: 1, perPage: 10, hasMore: true, photoIDs: ["gone"], savedAt: Date())
    try await cache.save(listing, named: LastListing.cacheName)
    let feed = GalleryFeed(photos: service.client, cache: cache)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "gone", .previous) }

    expectEqual(error, GalleryError(.noLongerOnPage, photoID: "gone", page: 1, direction: .previous))
    expectEqual(service.requestedPages, [1])
    await expectEqual(feed.listing(), listing)
  }

  @Test func feedClient_passesTheRefusalOnUnchanged() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())

    let error = await expectThrows(GalleryError.self) { try await feed.feedClient.neighbor("p004", .previous) }

    expectEqual(error, GalleryError(.noListing, photoID: "p004", direction: .previous))
  }
}
