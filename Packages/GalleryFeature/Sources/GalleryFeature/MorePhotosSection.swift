import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer

/// "More photos" on the photo detail screen: other photos from the gallery page the photo was listed
/// on (page 1 otherwise), the same photographer's first. DetailFeature shows it without importing
/// GalleryFeature: the section arrives through the registry.
struct MorePhotosSection: SectionProvider {
  let id = "gallery.more-photos"
  let title: String? = "More photos"
  let order = 100
  /// How many photos the section shows.
  let limit = 6

  func items(for photo: Photo, resolver: Resolver) async throws -> [GalleryItem] {
    let photos = try resolver.resolve(PhotoClient.self)
    let favorites = try resolver.resolve(FavoritesClient.self)
    let feed = try await resolver.resolve(FeedStore.self).load()
    let listed = feed.flatMap { $0.source == photos.source.id && $0.photoIDs.contains(photo.id) ? $0 : nil }
    let page = try await photos.listPhotos(listed?.page ?? 1, listed?.perPage ?? PhotoClient.maximumPerPage).value
    let favoriteIDs = try await favorites.favoriteIDs()
    let others = page.photos.filter { $0.id != photo.id }
    let sameAuthor = others.filter { $0.user.id == photo.user.id }
    let rest = others.filter { $0.user.id != photo.user.id }
    return (sameAuthor + rest).prefix(limit).map { GalleryItem(photo: $0, isFavorite: favoriteIDs.contains($0.id)) }
  }

  func lines(for item: GalleryItem) -> [String] {
    let mark = item.isFavorite ? "★" : "•"
    let prefix = "\(mark) \(item.photo.id)  \(TextLayout.pad(item.photo.user.name, width: 22))  "
    return [prefix + TextLayout.fit(item.photo.displayDescription, width: GalleryListing.width - 4 - prefix.count)]
  }

  func json(for item: GalleryItem) -> JSONValue {
    PhotoJSON.object(item.photo, isFavorite: item.isFavorite)
  }
}
