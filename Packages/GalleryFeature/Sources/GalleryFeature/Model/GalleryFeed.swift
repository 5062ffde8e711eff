import DataLayer
import Foundation
import Models
import NetworkLayer

/// The gallery's feed for one run: every page fetched at most once and shared by whoever needs it (the
/// grid, "more photos", a step to the next photo), and the listing last shown.
///
/// ```swift
/// let feed = GalleryFeed(photos: .embedded(), cache: .inMemory())
/// let page = try await feed.page(1, perPage: 30).value
/// let next = try await feed.neighbor(of: page.photos[29].id, .next)   // the first photo of page 2
/// ```
actor GalleryFeed {
  private struct PageKey: Hashable {
    let page: Int
    let perPage: Int
  }

  nonisolated let photos: PhotoClient
  private let cache: CacheStore
  private let now: @Sendable () -> Date
  private var pages: [PageKey: Task<Fetched<PhotoPage>, any Error>] = [:]

  init(photos: PhotoClient, cache: CacheStore, now: @escaping @Sendable () -> Date = Date.init) {
    self.photos = photos
    self.cache = cache
    self.now = now
  }

  /// Page `page` of `perPage` photos, fetched once per run: a second caller gets the first one's answer,
  /// also while it is still on its way. A failure is not kept, so the next caller tries again.
  func page(_ page: Int, perPage: Int) async throws -> Fetched<PhotoPage> {
    let key = PageKey(page: page, perPage: perPage)
    if let pending = pages[key] { return try await pending.value }
    let photos = self.photos
    let task = Task { try await photos.listPhotos(page, perPage) }
    pages[key] = task
    do {
      return try await task.value
    } catch {
      // Drop only this attempt: after a `forget()` another reader may have put a newer one in its place.
      if pages[key] == task { pages[key] = nil }
      throw error
    }
  }

  /// Drops every page fetched so far, so the next read asks the service again (pull to refresh).
  func forget() {
    pages.removeAll()
  }

  /// The photo client the grid uses: pages through this feed, photos and searches straight from the service.
  nonisolated var client: PhotoClient {
    PhotoClient(
      source: photos.source,
      listPhotos: { page, perPage in try await self.page(page, perPage: perPage) },
      photo: photos.photo, searchPhotos: photos.searchPhotos)
  }

  /// The feed as other features see it.
  nonisolated var feedClient: PhotoFeedClient {
    PhotoFeedClient { id, direction in try await self.neighbor(of: id, direction) }
  }

  /// The listing last shown, when it came from this feed's source; `nil` when there is none or it is
  /// unreadable.
  func listing() async -> LastListing? {
    guard let data = try? await cache.load(LastListing.cacheName) else { return nil }
    return LastListing.written(data) ?? (try? JSONDecoder().decode(LastListing.self, from: data))
  }

  /// Remembers `photoIDs`, page `page` of `perPage`, as the listing last shown.
  func remember(page: Int, perPage: Int, hasMore: Bool, photoIDs: [String]) async throws {
    let listing = LastListing(
      source: photos.source.id, page: page, perPage: perPage, hasMore: hasMore, photoIDs: photoIDs, savedAt: now())
    try await cache.save(LastListing.cacheName, listing.json)
  }

  /// The photo after (or before) `id` along the listing last shown, fetching the adjoining page at an edge
  /// and remembering the page it lands on.
  ///
  /// - Throws: ``GalleryError`` when there is no listing, it came from elsewhere, `id` is not on it or is at
  ///   an end; the service's error when a page cannot be fetched.
  func neighbor(of id: String, _ direction: FeedDirection) async throws -> Fetched<Photo> {
    guard let listing = await listing() else {
      throw GalleryError(.noListing, photoID: id, direction: direction)
    }
    guard listing.source == photos.source.id else {
      throw GalleryError(
        .listingFromAnotherSource, photoID: id, direction: direction, listedSource: listing.source,
        currentSource: photos.source)
    }
    guard listing.photoIDs.contains(id) else {
      throw GalleryError(.notOnListing, photoID: id, page: listing.page, direction: direction)
    }
    if let onPage = try await neighborBuiltAlone(of: id, direction, on: listing) { return onPage }
    let current = try await page(listing.page, perPage: listing.perPage)
    guard let index = current.value.photos.firstIndex(where: { $0.id == id }) else {
      throw GalleryError(.noLongerOnPage, photoID: id, page: listing.page, direction: direction)
    }
    let target = direction == .next ? index + 1 : index - 1
    if current.value.photos.indices.contains(target) {
      return current.map { $0.photos[target] }
    }
    let adjacent =
      direction == .next ? GalleryPaging.next(after: listing.page) : GalleryPaging.previous(before: listing.page)
    guard adjacent >= 1, adjacent != listing.page, direction == .previous || !current.value.isLast else {
      throw GalleryError(.endOfFeed, photoID: id, direction: direction)
    }
    let loaded = try await page(adjacent, perPage: listing.perPage)
    let photos = loaded.value.photos
    guard let photo = direction == .next ? photos.first : photos.last else {
      throw GalleryError(.endOfFeed, photoID: id, direction: direction)
    }
    try await remember(
      page: adjacent, perPage: listing.perPage, hasMore: !loaded.value.isLast, photoIDs: photos.map(\.id))
    return loaded.map { _ in photo }
  }

  /// The neighbor of `id` on the listed page, built alone, from a source that names a page's photos without
  /// building them (``PhotoClient/listBylines``, the embedded catalog: `photo ID --next` built the whole page for
  /// one photo). `nil` — the page's way — when the source has no bylines, the page is fetched already, `id` is not
  /// named on it or the step leaves it.
  private func neighborBuiltAlone(
    of id: String, _ direction: FeedDirection, on listing: LastListing
  ) async throws -> Fetched<Photo>? {
    guard pages[PageKey(page: listing.page, perPage: listing.perPage)] == nil,
      let listBylines = photos.listBylines, let listedPhotos = photos.listedPhotos
    else { return nil }
    let bylines = try await listBylines(listing.page, listing.perPage)
    guard let index = bylines.firstIndex(where: { $0.id == id }) else { return nil }
    let target = direction == .next ? index + 1 : index - 1
    guard bylines.indices.contains(target), let photo = try await listedPhotos([bylines[target].id]).first else {
      return nil
    }
    // A source with bylines answers its pages live (``PhotoClient/listBylines``).
    return Fetched(photo)
  }
}
