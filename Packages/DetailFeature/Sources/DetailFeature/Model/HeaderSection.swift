import Core
import DataLayer
import Foundation
import Models

/// The top of a photo's page: the photographer's name as the title, their username and the photo's id
/// under it, the favorite mark, and the picture itself.
struct HeaderSection: SectionProvider {
  static let id = "detail.header"
  static let order = 0

  let favorites: FavoritesClient

  func title(in language: Language) -> String? { nil }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let isFavorite = try await favorites.isFavorite(photo.id)
    let name = WhitespaceTrim.spaces.trimming(photo.user.name)
    return [
      SectionItem(
        id: "title",
        content: .heading(
          title: name.isEmpty ? DetailStrings.unknownAuthor(language) : name,
          subtitle: "@\(photo.user.username) · \(photo.id)"),
        mark: isFavorite ? .favorite : .notFavorite,
        image: ImageReference(
          url: photo.urls.small, largeURL: photo.urls.regular, blurHash: photo.blurHash, width: photo.width,
          height: photo.height, description: photo.altDescription),
        actions: [ItemAction(id: "favorite", title: DetailStrings.toggleFavorite(isFavorite: isFavorite, language))])
    ]
  }

  func perform(_ action: ItemAction, on item: SectionItem, for photo: Photo) async throws -> ActionOutcome {
    guard action.id == "favorite" else {
      throw CoreError(
        .unsupportedAction, "Section '\(Self.id)' cannot perform '\(action.id)' on '\(item.id)'.", value: item.id,
        detail: action.id)
    }
    _ = try await favorites.toggle(photo)
    return .reload
  }
}
