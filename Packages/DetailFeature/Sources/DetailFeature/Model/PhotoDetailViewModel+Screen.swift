import Core
import DataLayer
import Models

extension PhotoDetailViewModel {
  /// Does what `action` on `item` asks: an `open` becomes an intent for the coordinator; anything else
  /// goes to the section that listed the item, and its outcome is followed.
  public func perform(_ action: ItemAction, on item: SectionItem) async {
    switch action.kind {
    case .open(let url): onIntent?(.open(url: url))
    case .perform:
      guard let photo = state.photo else { return }
      do {
        switch try await sections.perform(action, on: item, for: photo) {
        case .done: break
        case .reload: await loadSections()
        case .open(let url): onIntent?(.open(url: url))
        }
      } catch {
        fail(error)
      }
    }
  }

  /// Reads the favorite mark and the sections again, after another screen or process changed them.
  public func refreshFavorite() async {
    guard let photo = state.photo, !state.isWritingFavorite else { return }
    if let isFavorite = try? await favorites.isFavorite(photo.id), !state.isWritingFavorite,
      state.photo?.id == photo.id
    {
      state.isFavorite = isFavorite
    }
    await loadSections()
  }

  /// Records that opening what an item leads to failed, for the error line.
  public func openFailed(_ error: any Error) {
    fail(error)
  }
}
