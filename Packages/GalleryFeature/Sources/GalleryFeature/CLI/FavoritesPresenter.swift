import Core
import CoreCLI
import DataLayer
import NetworkLayer

/// The favorites on the command line: the list, and adding, removing or toggling one, through a
/// ``FavoritesViewModel``.
struct FavoritesPresenter: Sendable {
  enum Change: Sendable {
    case add, remove, toggle
  }

  let favorites: FavoritesClient
  let photos: PhotoClient

  @MainActor
  func list(json: Bool, in context: CommandContext) async throws {
    let model = FavoritesViewModel(favorites: favorites, photos: photos)
    await model.load()
    if case .failed(let error) = model.state.phase { throw error }
    try context.emit(FavoritesListOutput(favorites: model.state.favorites), json: json)
  }

  @MainActor
  func change(_ change: Change, _ id: String, json: Bool, in context: CommandContext) async throws {
    let model = FavoritesViewModel(favorites: favorites, photos: photos)
    let result =
      switch change {
      case .add: try await model.add(id)
      case .remove: try await model.remove(id)
      case .toggle: try await model.toggle(id)
      }
    if !result.changed, !json {
      context.console.note(
        result.isFavorite
          ? GalleryStrings.alreadyAFavorite(result.id, author: result.author, context.language)
          : GalleryStrings.notAFavorite(id, context.language))
    }
    try context.emit(FavoriteChangeOutput(change: result), json: json)
  }
}
