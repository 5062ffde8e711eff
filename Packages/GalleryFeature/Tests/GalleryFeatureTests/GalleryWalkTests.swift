import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Synchronization
import TestExpectations
import Testing

@testable import GalleryFeature

/// Finding 10: `gallery --all` against a service that always claims a next page ends — at a page that adds
/// nothing new, or at ``GalleryDestination/maximumWalk`` pages. Finding 4: no number from a service or a saved
/// listing can trap.
struct GalleryWalkTests {
  /// A service whose every page is full and claims a next one: the same photos again, or fresh ones for ever.
  final class EndlessFeed: Sendable {
    let fresh: Bool
    let total: Int?
    private let asked = Mutex<[Int]>([])

    init(fresh: Bool, total: Int? = nil) {
      self.fresh = fresh
      self.total = total
    }

    var requestedPages: [Int] { asked.withLock { $0 } }

    var client: PhotoClient {
      PhotoClient(
        source: .embedded,
        listPhotos: { page, perPage in
          self.asked.withLock { $0.append(page) }
          let photos = try (0..<perPage).map { index in
            try PhotoFixtures.make(
              id: self.fresh ? "p\(page)-\(index)" : "same-\(index)", author: PhotoFixtures.authors[0],
              description: "d", altDescription: nil)
          }
          return Fetched(PhotoPage(page: page, perPage: perPage, total: self.total, hasMore: true, photos: photos))
        },
        photo: { id in throw NetworkError(.notFound, value: id) })
    }
  }

  func run(
    _ feed: EndlessFeed, _ arguments: [String], cache: CacheStore = .inMemory()
  ) async throws
    -> CapturedConsole
  {
    let registry = try PluginRegistry(
      modules: [GalleryModule()],
      serving: [.value(feed.client), .value(FavoritesClient.inMemory()), .value(cache)])
    return try await withBootedRegistry(registry) { try await registry.run(GalleryCommand.self, arguments) }
  }

  @Test func aFeedThatRepeatsItself_stopsAtTheFirstPageThatAddsNothing() async throws {
    let feed = EndlessFeed(fresh: false)
    let console = try await run(feed, ["--all", "--json"])
    expectEqual(feed.requestedPages, [1, 2])
    let document = try console.json()
    expectEqual(document["stopped"], .string("repeatingPage"))
    expectEqual(document["pages"], .int(2))
    expectEqual(document["hasMore"], .bool(true))
    expectText(console.errors, hasPrefix: "Stopped at page 2: it listed no photo that was not shown already")
  }

  @Test func aFeedWithoutEnd_stopsAtTheMostPagesOneWalkAsksFor() async throws {
    let feed = EndlessFeed(fresh: true)
    let console = try await run(feed, ["--all", "--per-page", "3"])
    expectEqual(feed.requestedPages, Array(1...GalleryDestination.maximumWalk))
    expectEqual(
      console.errors,
      "Stopped after 100 pages, the most `--all` walks in one run; continue with "
        + "`mosaic gallery --page 101 --per-page 3 --all`.\n")
    expectEqual(console.lines.filter { $0.hasPrefix("   p") }.count, 300)
  }

  @Test(arguments: [Int.max, Int.max - 1, 9_223_372_036_854_775_000])
  func anyTotalFromTheService_neverTraps(total: Int) async throws {
    let console = try await run(EndlessFeed(fresh: false, total: total), [])
    expectEqual(console.lines.first?.hasPrefix("Page 1 of "), true)
  }

  @Test(arguments: [Int.max, Int.min, 0])
  func aSavedListingWithAnyPage_neverTraps(page: Int) async throws {
    let cache = CacheStore.inMemory()
    try await cache.save(
      LastListing(
        source: "embedded", page: page, perPage: 30, hasMore: true, photoIDs: ["same-29"],
        savedAt: Date(timeIntervalSince1970: 1_760_000_000)),
      named: LastListing.cacheName)
    let feed = EndlessFeed(fresh: false)
    let registry = try PluginRegistry(
      modules: [GalleryModule()], serving: [.value(feed.client), .value(FavoritesClient.inMemory()), .value(cache)])
    try await withBootedRegistry(registry) {
      let client = try registry.container.resolve(PhotoFeedClient.self, requestedBy: "test")
      _ = try? await client.neighbor("same-29", .next)
      _ = try? await client.neighbor("same-29", .previous)
    }
  }

  @Test func paging_isSaturating() {
    expectEqual(GalleryPaging.pageCount(total: Int.max, perPage: 30), Int.max / 30 + 1)
    expectEqual(GalleryPaging.pageCount(total: -5, perPage: 0), 1)
    expectEqual(GalleryPaging.next(after: Int.max), Int.max)
    expectEqual(GalleryPaging.previous(before: Int.min), Int.min)
  }
}
