import DataLayer
import Foundation
import Models
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import GalleryFeature

/// From the embedded catalog ``GalleryFeed/neighbor(of:_:)`` builds the neighbor on the listed page alone (its
/// bylines name it); it must answer what the page's way answers for every photo, both ways, at the edges too.
struct GalleryFeedBylinesNeighborTests {
  /// A feed over `client` whose cache remembers page `page` of `perPage` as the last listing.
  private func feed(_ client: PhotoClient, page: Int, perPage: Int) async throws -> GalleryFeed {
    let listing = try await client.listPhotos(page, perPage).value
    let cache = CacheStore.inMemory()
    try await cache.save(
      LastListing(
        source: client.source.id, page: page, perPage: perPage, hasMore: !listing.isLast,
        photoIDs: listing.photos.map(\.id), savedAt: Date(timeIntervalSince1970: 0)),
      named: LastListing.cacheName)
    return GalleryFeed(photos: client, cache: cache)
  }

  /// The answer or the error's code, to compare the two ways.
  private func step(_ feed: GalleryFeed, _ id: String, _ direction: FeedDirection) async -> String {
    do {
      let fetched = try await feed.neighbor(of: id, direction)
      return "\(fetched.value.id) \(fetched.freshness) \(fetched.value.hashValue)"
    } catch let error as GalleryError {
      return "\(error.code)"
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [(1, 30), (2, 30), (12, 30), (5, 12), (1, 1)])
  func everyStep_answersWhatThePageAnswers(page: Int, perPage: Int) async throws {
    let bylines = PhotoClient.embedded()
    var pageOnly = PhotoClient.embedded()
    pageOnly.listBylines = nil
    pageOnly.listedPhotos = nil
    let ids = try await pageOnly.listPhotos(page, perPage).value.photos.map(\.id)
    expectFalse(ids.isEmpty)
    for id in ids + ["not-listed"] {
      for direction in [FeedDirection.next, .previous] {
        let cheap = await step(try await feed(bylines, page: page, perPage: perPage), id, direction)
        let whole = await step(try await feed(pageOnly, page: page, perPage: perPage), id, direction)
        expectEqual(cheap, whole, "\(id) \(direction)")
      }
    }
  }

  /// A step inside the page asks for no page (the page's way builds all its photos); a step off it does.
  @Test func aStepInsideThePage_asksForNoPage() async throws {
    let pagesAsked = Mutex<[Int]>([])
    var client = PhotoClient.embedded()
    let listPhotos = client.listPhotos
    client.listPhotos = { page, perPage in
      pagesAsked.withLock { $0.append(page) }
      return try await listPhotos(page, perPage)
    }
    let ids = try await PhotoClient.embedded().listPhotos(2, 30).value.photos.map(\.id)
    let feed = try await feed(PhotoClient.embedded(), page: 2, perPage: 30)
    let cache = CacheStore.inMemory()
    try await cache.save(try await requireValue(feed.listing()), named: LastListing.cacheName)
    let counted = GalleryFeed(photos: client, cache: cache)

    let next = try await counted.neighbor(of: ids[4], .next)
    let previous = try await counted.neighbor(of: ids[4], .previous)
    expectEqual([next.value.id, previous.value.id], [ids[5], ids[3]])
    expectEqual(pagesAsked.withLock { $0 }, [])

    let offThePage = try await counted.neighbor(of: ids[29], .next)
    expectEqual(offThePage.value.id, try await PhotoClient.embedded().listPhotos(3, 30).value.photos[0].id)
    expectEqual(pagesAsked.withLock { $0 }, [2, 3])
  }
}
