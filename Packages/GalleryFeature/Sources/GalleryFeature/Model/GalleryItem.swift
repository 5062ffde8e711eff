import Models

/// A photo in the grid, marked when it is a favorite.
public struct GalleryItem: Identifiable, Hashable, Sendable {
  public let photo: Photo
  public var isFavorite: Bool

  public init(photo: Photo, isFavorite: Bool) {
    self.photo = photo
    self.isFavorite = isFavorite
  }

  public var id: String { photo.id }
}
