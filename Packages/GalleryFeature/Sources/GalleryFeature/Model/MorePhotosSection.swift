import Core
import DataLayer
import Foundation
import Models
import NetworkLayer

/// "More photos" on a photo's detail page: other photos from the gallery page the photo was listed on
/// (page 1 otherwise), the same photographer's first. DetailFeature shows it without importing
/// GalleryFeature: the section arrives through the registry. The page comes from the run's
/// ``GalleryFeed``, so a page the detail already fetched is not asked for again.
struct MorePhotosSection: SectionProvider {
  static let id = "gallery.more-photos"
  static let order = 100
  /// How many photos the section shows.
  static let limit = 6

  let feed: GalleryFeed
  let favorites: FavoritesClient

  func title(in language: Language) -> String? { GalleryStrings.morePhotos(language) }

  func prefetch(for photo: Photo) async {
    _ = try? await page(for: photo)
  }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let page = try await page(for: photo)
    let favoriteIDs = try await favorites.favoriteIDs()
    let others = page.photos.filter { $0.id != photo.id }
    let sameAuthor = others.filter { $0.user.id == photo.user.id }
    let rest = others.filter { $0.user.id != photo.user.id }
    return (sameAuthor + rest).prefix(Self.limit).map { other in
      let isFavorite = favoriteIDs.contains(other.id)
      return SectionItem(
        id: other.id,
        content: .entry(
          code: other.id, title: other.user.name, detail: GalleryStrings.description(of: other, language)),
        mark: isFavorite ? .favorite : .notFavorite,
        image: ImageReference(
          url: other.urls.small, largeURL: other.urls.regular, blurHash: other.blurHash, width: other.width,
          height: other.height, description: other.altDescription),
        actions: [
          .open("mosaic://photo/\(other.id)", title: GalleryStrings.open(language)),
          ItemAction(id: "favorite", title: GalleryStrings.toggleFavorite(isFavorite: isFavorite, language)),
        ])
    }
  }

  func perform(_ action: ItemAction, on item: SectionItem, for photo: Photo) async throws -> ActionOutcome {
    guard action.id == "favorite", let other = try await page(for: photo).photos.first(where: { $0.id == item.id })
    else {
      throw CoreError(
        .unsupportedAction, "Section '\(Self.id)' cannot perform '\(action.id)' on '\(item.id)'.", value: item.id,
        detail: action.id)
    }
    _ = try await favorites.toggle(other)
    return .reload
  }

  /// The page the photo was listed on, else page 1.
  private func page(for photo: Photo) async throws -> PhotoPage {
    let listing = await feed.listing()
    let listed = listing.flatMap { $0.source == feed.photos.source.id && $0.photoIDs.contains(photo.id) ? $0 : nil }
    return try await feed.page(listed?.page ?? 1, perPage: listed?.perPage ?? PhotoClient.maximumPerPage).value
  }
}
