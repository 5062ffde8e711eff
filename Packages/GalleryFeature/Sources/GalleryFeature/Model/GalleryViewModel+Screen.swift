import Core
import DataLayer

extension GalleryViewModel {
  /// Asks the coordinator to show photo `id`.
  public func open(_ id: String) {
    onIntent?(.openPhoto(id: id, page: state.page(of: id)))
  }

  /// Flips photo `id`'s favorite mark at once and writes it (``OptimisticToggle``); while the write is on its
  /// way, another call for the same photo does nothing. A failed write puts the mark back and keeps the error
  /// in ``GalleryState/failedAction``.
  public func markFavorite(_ id: String) async {
    guard !state.favoriteWrites.isPending(id), let item = state.items.first(where: { $0.id == id }) else { return }
    state.failedAction = nil
    let favorites = self.favorites
    let outcome = await OptimisticToggle.flip(
      id, from: item.isFavorite, in: self, at: \.state.favoriteWrites, show: { self.setFavorite(id, $0) }
    ) { try await favorites.toggle(item.photo) }
    if case .failed(let error) = outcome { state.failedAction = FailedAction(photoID: id, error: error) }
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
