import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer

/// "More by this photographer": the photographer's other photos (Unsplash's `GET /users/:username/photos`;
/// offline, the catalog's photos by the same author), newest first, each opening its page, and a last row to all
/// of them (`mosaic://user/USERNAME`). Loads on its own: a slow or failed request leaves the rest of the page as
/// it is.
struct MoreByPhotographerSection: SectionProvider {
  static let id = "detail.more-by-photographer"
  static let order = 90
  /// How many photos the section shows.
  static let limit = 6

  let photos: PhotoClient
  let favorites: FavoritesClient

  func title(in language: Language) -> String? { DetailStrings.moreByPhotographer(language) }

  func prefetch(for photo: Photo) async {
    _ = try? await others(of: photo)
  }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    guard let username = PhotoClient.username(photo.user.username) else {
      return [SectionItem(id: "none", content: .text(DetailStrings.noMorePhotos(language)))]
    }
    let (others, hasMore) = try await others(of: photo)
    guard !others.isEmpty else {
      return [SectionItem(id: "none", content: .text(DetailStrings.noMorePhotos(language)))]
    }
    let favoriteIDs = try await favorites.favoriteIDs()
    var items = others.prefix(Self.limit).map { other in
      SectionItem(
        id: other.id,
        content: .entry(
          code: other.id, title: DetailStrings.description(of: other, language).cleanedField,
          detail: LocalTimestamp.day(other.createdAt)),
        mark: favoriteIDs.contains(other.id) ? .favorite : .notFavorite,
        image: ImageReference(
          url: other.urls.small, largeURL: other.urls.regular, blurHash: other.blurHash, width: other.width,
          height: other.height, description: other.altDescription.flatMap { PhotoFacts.clean($0) }),
        actions: [.open(DetailRoutes.photo(other.id), title: DetailStrings.openPhoto(language))])
    }
    if hasMore || others.count > Self.limit {
      let name = "@\(username)"
      items.append(
        SectionItem(
          id: "all",
          content: .entry(
            code: nil, title: DetailStrings.allPhotos(by: name, language),
            detail: DetailRoutes.photographer(username)),
          actions: [.open(DetailRoutes.photographer(username), title: DetailStrings.allPhotos(by: name, language))]))
    }
    return items
  }

  /// The first page of the photographer's photos without `photo`, and whether more pages follow.
  private func others(of photo: Photo) async throws -> (photos: [Photo], hasMore: Bool) {
    let page = try await photos.userPhotos(photo.user.username, 1, Self.limit + 1).value
    return (page.photos.filter { $0.id != photo.id }, page.hasMore)
  }
}

extension String {
  /// This text as a section's short field shows it (``PhotoFacts/clean(_:limit:)``).
  fileprivate var cleanedField: String { PhotoFacts.clean(self) ?? "" }
}
