import DataLayer
import NetworkLayer

/// What the gallery's tabs need, resolved once when a tab first shows.
struct GalleryScreenDependencies: Sendable {
  let feed: GalleryFeed
  let favorites: FavoritesClient
  let photos: PhotoClient
  /// The image pipeline, when a module provides it; without it the tiles keep their placeholders.
  var images: ImageClient?
  /// Times the photo search's debounce.
  var clock: any Clock<Duration> = ContinuousClock()
  /// The photo searches run (``DataLayer/PhotoSearchHistoryClient``); `nil` keeps none.
  var searchHistory: SearchHistoryClient?
}
