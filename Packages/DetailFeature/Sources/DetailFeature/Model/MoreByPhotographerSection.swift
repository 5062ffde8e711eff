import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer
import Synchronization

/// "More by this photographer": the photographer's other photos (Unsplash's `GET /users/:username/photos`;
/// offline, the catalog's photos by the same author), newest first, each opening its page, and a last row to all
/// of them (`mosaic://user/USERNAME`). Loads on its own: a slow or failed request leaves the rest of the page as
/// it is. Each photo offers `favorite` (`f` on it in the app): the photo it listed is toggled without asking the
/// service again.
struct MoreByPhotographerSection: SectionProvider {
  static let id = "detail.more-by-photographer"
  static let order = 90
  /// How many photos the section shows.
  static let limit = 6

  let photos: PhotoClient
  let favorites: FavoritesClient
  /// The photos the section listed last, for `favorite` (a favorite keeps the whole photo).
  let listed = ListedPhotos()

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
    listed.keep(others.prefix(Self.limit))
    var items = others.prefix(Self.limit).map { other in
      let isFavorite = favoriteIDs.contains(other.id)
      return SectionItem(
        id: other.id,
        content: .entry(
          code: other.id, title: DetailStrings.description(of: other, language).cleanedField,
          detail: LocalTimestamp.day(other.createdAt)),
        mark: isFavorite ? .favorite : .notFavorite,
        image: ImageReference(
          url: other.urls.small, largeURL: other.urls.regular, blurHash: other.blurHash, width: other.width,
          height: other.height, description: other.altDescription.flatMap { PhotoFacts.clean($0) }),
        actions: [
          .open(DetailRoutes.photo(other.id), title: DetailStrings.openPhoto(language)),
          ItemAction(id: "favorite", title: DetailStrings.toggleFavorite(isFavorite: isFavorite, language)),
        ])
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

  /// Toggles `favorite` on one of the listed photos: the photo as the section listed it (asked for by id only when
  /// the section no longer holds it).
  func perform(_ action: ItemAction, on item: SectionItem, for photo: Photo) async throws -> ActionOutcome {
    guard action.id == "favorite", item.id != "all", item.id != "none" else {
      throw CoreError(
        .unsupportedAction, "Section '\(Self.id)' cannot perform '\(action.id)' on '\(item.id)'.", value: item.id,
        detail: action.id)
    }
    let other: Photo
    if let kept = listed.photo(item.id) {
      other = kept
    } else {
      other = try await photos.photo(item.id).value
    }
    _ = try await favorites.toggle(other)
    return .reload
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

/// The photos a section listed, by id, for an action on one of them: at most ``limit`` (past it, the next listing
/// starts afresh), so a long walk from photo to photo keeps no more than a few pages' worth.
final class ListedPhotos: Sendable {
  private let photos = Mutex<[String: Photo]>([:])
  /// The most photos kept.
  static let limit = 64

  func keep(_ listed: some Sequence<Photo>) {
    photos.withLock { kept in
      if kept.count > Self.limit { kept.removeAll() }
      for photo in listed { kept[photo.id] = photo }
    }
  }

  func photo(_ id: String) -> Photo? {
    photos.withLock { $0[id] }
  }
}
