import DataLayer
import Foundation
import Models

/// Which articles each page of a feed or a search listed lately, kept in the cache across runs: NewsAPI
/// repeats URLs across pages, and `mosaic news techcrunch --page 2` after `--page 1` in an earlier run must not
/// list again what page 1 showed. Within one run the feed's view model keeps each URL once; this is the same
/// rule across runs.
///
/// Bounded whatever is asked: the last ``listingLimit`` feeds and searches, the last ``pageLimit`` pages of
/// each, ``idLimit`` short ids a page, and a page older than ``horizon`` is forgotten (the headlines have
/// moved on). Losing it is harmless: a repeat may show once more.
///
/// ```swift
/// let pages = PageMemory(cache: cache, now: Date.init)
/// let before = await pages.listedBefore(2, in: .feed(.techcrunch))   // the ids page 1 showed
/// try await pages.remember(shownIDs, page: 2, in: .feed(.techcrunch))
/// ```
struct PageMemory: Sendable {
  let cache: CacheStore
  let now: @Sendable () -> Date

  /// The cache entry's name.
  static let name = "news-pages.json"
  /// How many feeds and searches it keeps, the most recently listed first.
  static let listingLimit = 16
  /// How many pages of one listing it keeps, the most recently listed first.
  static let pageLimit = 10
  /// How many article ids of one page it keeps.
  static let idLimit = NewsFeed.pageSize * 2
  /// How long a page listed is remembered.
  static let horizon: TimeInterval = 24 * 60 * 60

  struct Page: Codable, Equatable {
    var page: Int
    var listedAt: Date
    /// The short ids of the articles the page showed, in order.
    var ids: [String]
  }

  struct Listing: Codable, Equatable {
    /// `feed:techcrunch` or `search:lunar lander`.
    var key: String
    var pages: [Page]
  }

  struct Stored: Codable {
    var listings: [Listing]
  }

  /// The ids pages 1 to `page - 1` of `listing` showed within the ``horizon``.
  func listedBefore(_ page: Int, in listing: NewsListing) async -> Set<String> {
    guard page > 1 else { return [] }
    let oldest = now().addingTimeInterval(-Self.horizon)
    let pages = await load().first { $0.key == Self.key(listing) }?.pages ?? []
    return Set(pages.filter { $0.page < page && $0.listedAt >= oldest }.flatMap(\.ids))
  }

  /// Records that page `page` of `listing` showed `ids`, replacing what that page showed before.
  func remember(_ ids: [String], page: Int, in listing: NewsListing) async throws {
    let key = Self.key(listing)
    let oldest = now().addingTimeInterval(-Self.horizon)
    var listings = await load()
    let known = listings.first { $0.key == key }
    let shown = Array(ids.prefix(Self.idLimit))
    // The same page showing the same articles again, recently enough: nothing to write.
    if let same = known?.pages.first(where: { $0.page == page }), same.ids == shown, same.listedAt >= oldest,
      listings.first?.key == key
    {
      return
    }
    let others = (known?.pages ?? []).filter { $0.page != page && $0.listedAt >= oldest }
    let entry = Listing(
      key: key, pages: Array(([Page(page: page, listedAt: now(), ids: shown)] + others).prefix(Self.pageLimit)))
    listings.removeAll { $0.key == key }
    listings = Array(([entry] + listings).prefix(Self.listingLimit))
    try await cache.save(Self.name, try NewsJSON.encoder.encode(Stored(listings: listings)))
  }

  static func key(_ listing: NewsListing) -> String {
    switch listing {
    case .feed(let feed): "feed:\(feed.id)"
    case .search(let text): "search:\(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }
  }

  private func load() async -> [Listing] {
    guard let data = try? await cache.load(Self.name), let listings = Self.listings(data) else { return [] }
    // What another version or a hand edit left is cut to the same bounds.
    return listings.prefix(Self.listingLimit).map { listing in
      Listing(
        key: listing.key,
        pages: listing.pages.prefix(Self.pageLimit).map { page in
          Page(page: page.page, listedAt: page.listedAt, ids: Array(page.ids.prefix(Self.idLimit)))
        })
    }
  }
}
