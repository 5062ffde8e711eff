import Core
import DataLayer
import Foundation
import Models
import NetworkLayer

/// "More photos" on a photo's detail page: other photos from the gallery page the photo was listed on
/// (page 1 otherwise), the same photographer's first. DetailFeature shows it without importing
/// GalleryFeature: the section arrives through the registry. The page comes from the run's
/// ``GalleryFeed``, so a page the detail already fetched is not asked for again; from a source with
/// ``PhotoClient/listBylines`` (the embedded catalog) only the photos shown are built.
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
    let shown = try await shownPhotos(for: photo)
    let favoriteIDs = try await favorites.favoriteIDs()
    return shown.map { other in
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

  /// The photos the section shows: the others of the photo's page, the same photographer's first, at most
  /// ``limit``. A source that names a page's photographers without building the page (the embedded catalog)
  /// builds only these (`photo ID` built all 30); any other reads the page through the feed.
  private func shownPhotos(for photo: Photo) async throws -> [Photo] {
    let (page, perPage) = await pageNumber(for: photo)
    if let listBylines = feed.photos.listBylines, let listedPhotos = feed.photos.listedPhotos {
      let bylines = try await listBylines(page, perPage)
      return try await listedPhotos(Self.shown(bylines, besides: photo) { ($0.id, $0.userID) }.map { $0.id })
    }
    let photos = try await feed.page(page, perPage: perPage).value.photos
    return Self.shown(photos, besides: photo) { ($0.id, $0.user.id) }
  }

  /// The one rule for both paths: the listed items other than `photo`, the same photographer's first, at most
  /// ``limit``. `names` gives an item's id and its photographer's id (closures, not key paths: a key path is
  /// built from its mangled name at run time, on `photo ID`'s path).
  private static func shown<Item>(
    _ items: [Item], besides photo: Photo, names: (Item) -> (id: String, userID: String)
  ) -> [Item] {
    let others = items.filter { names($0).id != photo.id }
    let sameAuthor = others.filter { names($0).userID == photo.user.id }
    let rest = others.filter { names($0).userID != photo.user.id }
    return Array((sameAuthor + rest).prefix(limit))
  }

  /// The page the photo was listed on, else page 1.
  private func page(for photo: Photo) async throws -> PhotoPage {
    let (page, perPage) = await pageNumber(for: photo)
    return try await feed.page(page, perPage: perPage).value
  }

  /// The number and size of the page the photo was listed on, else page 1 of ``PhotoClient/maximumPerPage``.
  private func pageNumber(for photo: Photo) async -> (page: Int, perPage: Int) {
    let listing = await feed.listing()
    let listed = listing.flatMap { $0.source == feed.photos.source.id && $0.photoIDs.contains(photo.id) ? $0 : nil }
    return (listed?.page ?? 1, listed?.perPage ?? PhotoClient.maximumPerPage)
  }
}
