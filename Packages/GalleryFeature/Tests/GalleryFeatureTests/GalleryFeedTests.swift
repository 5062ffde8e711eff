import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``GalleryFeed``'s pages: each fetched at most once per run and shared, also while on its way; failures
/// not kept; and the listing it remembers in the cache.
struct GalleryFeedTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  @Test func page_readTwice_isFetchedOnce() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())

    let first = try await feed.page(2, perPage: 30)
    let second = try await feed.page(2, perPage: 30)

    expectEqual(first, second)
    expectEqual(first.value.photos.map(\.id), service.photos[30..<60].map(\.id))
    expectEqual(service.requests, [PageRequest(2, 30)])
  }

  @Test func concurrentReaders_ofAPageOnItsWay_shareOneRequest() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())
    let gate = service.hold(page: 1)
    defer { gate.release() }
    let first = Task { try await feed.page(1, perPage: 30) }
    await gate.arrived()
    let (started, starting) = AsyncStream<Void>.makeStream()

    let readers = (0..<4).map { _ in
      Task {
        starting.yield()
        return try await feed.page(1, perPage: 30)
      }
    }
    var count = 0
    for await _ in started {
      count += 1
      if count == readers.count { break }
    }
    // An actor call queued after the readers' calls: they are waiting on the feed, the first still held.
    _ = await feed.listing()
    expectEqual(service.requests, [PageRequest(1, 30)])
    gate.release()

    let expected = try await first.value.value
    for reader in readers {
      try await expectEqual(reader.value.value, expected)
    }
    expectEqual(service.requests, [PageRequest(1, 30)])
  }

  @Test func failedPage_isNotKept_andIsAskedForAgain() async throws {
    let service = try FakePhotoService(count: 90)
    service.fail(page: 1)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())

    let error = await expectThrows(NetworkError.self) { try await feed.page(1, perPage: 30) }
    service.recover(page: 1)
    let page = try await feed.page(1, perPage: 30)
    _ = try await feed.page(1, perPage: 30)

    expectEqual(error, FakePhotoService.outage)
    expectEqual(page.value.photos.count, 30)
    expectEqual(service.requests, [PageRequest(1, 30), PageRequest(1, 30)])
  }

  @Test func failureAfterAForget_keepsThePageAskedForSince() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())
    service.fail(page: 1)
    let firstGate = service.hold(page: 1)
    defer { firstGate.release() }
    let failing = Task { try await feed.page(1, perPage: 30) }
    await firstGate.arrived()
    await feed.forget()
    let secondGate = service.hold(page: 1)
    defer { secondGate.release() }
    let refetch = Task { try await feed.page(1, perPage: 30) }
    await secondGate.arrived()

    firstGate.release()
    await expectThrows(NetworkError.self) { try await failing.value }
    service.recover(page: 1)
    secondGate.release()
    _ = try await refetch.value
    _ = try await feed.page(1, perPage: 30)

    expectEqual(service.requestedPages, [1, 1])
  }

  @Test func samePageAtAnotherSize_isAnotherRequest() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())

    _ = try await feed.page(1, perPage: 30)
    _ = try await feed.page(1, perPage: 10)

    expectEqual(service.requests, [PageRequest(1, 30), PageRequest(1, 10)])
  }

  @Test func forget_makesTheNextReadAskAgain() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())
    _ = try await feed.page(1, perPage: 30)

    await feed.forget()
    _ = try await feed.page(1, perPage: 30)

    expectEqual(service.requestedPages, [1, 1])
  }

  @Test func client_listsThroughTheFeed_andFetchesPhotosFromTheService() async throws {
    let service = try FakePhotoService(count: 90)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())
    let client = feed.client

    _ = try await feed.page(1, perPage: 30)
    let listed = try await client.listPhotos(1, 30)
    let photo = try await client.photo("p007")
    _ = try await client.photo("p007")

    expectEqual(listed.value.photos.count, 30)
    expectEqual(photo.value, service.photos[6])
    expectEqual(client.source, service.source)
    expectEqual(service.requests, [PageRequest(1, 30)])
    expectEqual(service.photoRequests, ["p007", "p007"])
  }

  @Test func remember_savesTheListingWithItsSourceAndTime() async throws {
    let service = try FakePhotoService(count: 90, source: .unsplash(URL(fileURLWithPath: "/")))
    let cache = CacheStore.inMemory()
    let savedAt = Date(timeIntervalSince1970: 1_760_000_000)
    let feed = GalleryFeed(photos: service.client, cache: cache, now: { savedAt })

    try await feed.remember(page: 2, perPage: 10, hasMore: true, photoIDs: ["p011", "p012"])

    let expected = LastListing(
      source: "unsplash file:///", page: 2, perPage: 10, hasMore: true, photoIDs: ["p011", "p012"], savedAt: savedAt)
    await expectEqual(feed.listing(), expected)
    try await expectEqual(cache.load(LastListing.self, named: "gallery-feed.json"), expected)
  }

  @Test func listing_whenNoneWasSaved_isNil() async throws {
    let feed = GalleryFeed(photos: try FakePhotoService(count: 1).client, cache: .inMemory())

    await expectNil(feed.listing())
  }

  @Test(arguments: ["not json", #"{"page":"two"}"#, #"{"source":"embedded","page":1}"#, ""])
  func corruptListingInTheCache_readsAsNone(contents: String) async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await cache.save(LastListing.cacheName, Data(contents.utf8))
    let feed = GalleryFeed(photos: service.client, cache: cache)

    let error = await expectThrows(GalleryError.self) { try await feed.neighbor(of: "p001", .next) }

    await expectNil(feed.listing())
    expectEqual(error?.code, .noListing)
    expectEmpty(service.requests)
  }

  @Test func listing_inTheEncodingOfEarlierVersions_isRead() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    let saved = #"""
      {"hasMore":true,"page":1,"perPage":10,"photoIDs":["p001","p002","p003"],"savedAt":782000000,"source":"embedded"}
      """#
    try await cache.save(LastListing.cacheName, Data(saved.utf8))
    let feed = GalleryFeed(photos: service.client, cache: cache)

    let next = try await feed.neighbor(of: "p002", .next)

    await expectEqual(feed.listing()?.savedAt, Date(timeIntervalSinceReferenceDate: 782_000_000))
    expectEqual(next.value.id, "p003")
  }
}
