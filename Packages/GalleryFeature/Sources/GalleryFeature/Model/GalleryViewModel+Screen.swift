import Core
import DataLayer

extension GalleryViewModel {
  /// Asks the coordinator to show photo `id`.
  public func open(_ id: String) {
    onIntent?(.openPhoto(id: id, page: state.page(of: id)))
  }

  /// Flips photo `id`'s favorite mark at once and writes it; while the write is on its way, another call
  /// for the same photo does nothing. A failed write puts the mark back and keeps the error in
  /// ``GalleryState/failedAction``.
  public func markFavorite(_ id: String) async {
    guard !state.writing.contains(id), let index = state.items.firstIndex(where: { $0.id == id }) else { return }
    let photo = state.items[index].photo
    let before = state.items[index].isFavorite
    state.writing.insert(id)
    state.failedAction = nil
    setFavorite(id, !before)
    do {
      setFavorite(id, try await favorites.toggle(photo))
    } catch {
      setFavorite(id, before)
      state.failedAction = FailedAction(photoID: id, error: (error as? any MosaicError) ?? UnexpectedFailure(error))
    }
    state.writing.remove(id)
  }

  private func setFavorite(_ id: String, _ isFavorite: Bool) {
    guard let index = state.items.firstIndex(where: { $0.id == id }) else { return }
    state.items[index].isFavorite = isFavorite
  }
}

extension GalleryViewModel {
  /// Records that showing photo `id` failed (no module shows photos, the photo is gone), for the error
  /// line.
  public func openFailed(_ id: String, _ error: any Error) {
    state.failedAction = FailedAction(photoID: id, error: (error as? any MosaicError) ?? UnexpectedFailure(error))
  }
}
