import DataLayer
import Foundation
import Models
import NetworkLayer
import Synchronization

/// Moves from a photo to its neighbour along the gallery feed as `mosaic gallery` last listed it,
/// fetching the adjoining page at a page edge and remembering the page it lands on.
struct FeedNavigator {
  let photos: PhotoClient
  let favorites: FavoritesClient
  let feeds: FeedStore

  /// The photo after (or before) `id`, with the freshness of the page it came from.
  @MainActor
  func step(from id: String, _ direction: FeedDirection) async throws -> Fetched<Photo> {
    let feed = try await listing(containing: id, direction)
    let fetched = try await photos.listPhotos(feed.page, feed.perPage)
    guard let index = fetched.value.photos.firstIndex(where: { $0.id == id }) else {
      throw DetailError(
        "Photo '\(id)' is no longer on page \(feed.page) of the gallery; run `mosaic gallery --page \(feed.page)` "
          + "again.")
    }
    let perPage = feed.perPage
    let photos = self.photos
    let adjacent = AdjacentFreshness()
    let model = PhotoDetailViewModel(
      photos: fetched.value.photos, index: index, page: feed.page, hasMore: !fetched.value.isLast,
      favorites: favorites,
      loadAdjacentPage: { page in
        let loaded = try await photos.listPhotos(page, perPage)
        adjacent.value.withLock { $0 = loaded.freshness }
        return loaded.value
      }
    )
    let moved = try await direction == .next ? model.next() : model.previous()
    guard moved, let photo = model.photo else {
      let edge = direction == .next ? "last" : "first"
      let other = direction == .next ? "--previous" : "--next"
      throw DetailError("Photo '\(id)' is the \(edge) photo of the gallery; try `mosaic photo \(id) \(other)`.")
    }
    var freshness = fetched.freshness
    if model.page != feed.page {
      freshness = adjacent.value.withLock { $0 } ?? freshness
      try await feeds.save(
        GalleryFeed(
          source: feed.source, page: model.page, perPage: perPage, hasMore: model.hasMore,
          photoIDs: model.photos.map(\.id), savedAt: Date()))
    }
    return Fetched(photo, freshness: freshness)
  }

  private func listing(containing id: String, _ direction: FeedDirection) async throws -> GalleryFeed {
    guard let feed = try await feeds.load() else {
      let flag = direction == .next ? "--next" : "--previous"
      throw DetailError(
        "There is no gallery listing to move along yet; run `mosaic gallery` first, then `mosaic photo \(id) \(flag)`.")
    }
    guard feed.source == photos.source.id else {
      throw DetailError(
        "The last gallery listing came from '\(feed.source)', not \(photos.source); run `mosaic gallery` again to "
          + "list \(photos.source).")
    }
    guard feed.photoIDs.contains(id) else {
      throw DetailError(
        "Photo '\(id)' is not on the last gallery listing (page \(feed.page)); run `mosaic gallery` for the page that "
          + "shows it first.")
    }
    return feed
  }
}

/// How the adjoining page arrived, recorded by the page loader.
private final class AdjacentFreshness: Sendable {
  let value = Mutex<Freshness?>(nil)
}
