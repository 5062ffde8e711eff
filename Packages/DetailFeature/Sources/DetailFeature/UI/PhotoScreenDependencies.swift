import Core
import CoreCLI
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
  /// Opens the photo's and the photographer's Unsplash pages (`o`, `u`); without it the desktop is unavailable.
  let desktop: DesktopClient
  /// Where `d` writes the picture.
  let downloads: PhotoDownloadFolder
}
