import Core
import DataLayer
import Models
import NetworkLayer

/// What the photo's page in the terminal app needs, resolved once when a photo first shows.
struct PhotoScreenDependencies: Sendable {
  let photos: PhotoClient
  let favorites: FavoritesClient
  /// The photos to move along, when a module provides them.
  let feed: PhotoFeedClient?
  let sections: SectionController<Photo>
  /// The image pipeline, when a module provides it; without it the picture keeps its placeholder.
  let images: ImageClient?
}
