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

  /// Toggles the favorite mark of `item`, a photo a section lists ("More by this photographer", "More photos"), through
  /// the section's own `favorite` action: the mark flips at once (``OptimisticToggle``), the section writes it, and
  /// the sections load again; a failed write puts the mark back and keeps the error. An item without that action is
  /// left alone; while its write is on its way, another toggle of it does nothing.
  public func toggleFavorite(of item: SectionItem) async {
    guard let photo = state.photo, let action = item.actions.first(where: { $0.id == Self.favoriteAction }) else {
      return
    }
    let before = item.mark?.isOn ?? false
    let sections = self.sections
    let outcome = await OptimisticToggle.flip(
      item.id, from: before, in: self, at: \.state.itemFavoriteWrites, show: { self.setMark(item.id, $0) }
    ) {
      _ = try await sections.perform(action, on: item, for: photo)
      return !before
    }
    if case .failed(let error) = outcome { return fail(error) }
    await loadSections()
  }

  /// The id of the action that toggles an item's favorite mark.
  static let favoriteAction = "favorite"

  /// Puts `isOn` on the favorite mark of the photo the item `itemID` stands for, wherever the page shows it (the
  /// same photo may be listed by two sections: ids are `section/photo`).
  private func setMark(_ itemID: String, _ isOn: Bool) {
    let photoID = Self.photoID(of: itemID)
    for index in state.sections.indices {
      guard case .loaded(var items) = state.sections[index].state else { continue }
      var changed = false
      for at in items.indices where Self.photoID(of: items[at].id) == photoID {
        guard items[at].mark == .favorite || items[at].mark == .notFavorite else { continue }
        items[at].mark = isOn ? .favorite : .notFavorite
        changed = true
      }
      if changed { state.sections[index].state = .loaded(items) }
    }
  }

  /// `p013` of `detail.more-by-photographer/p013`: what follows the section's id.
  private static func photoID(of itemID: String) -> Substring {
    itemID.firstIndex(of: "/").map { itemID[itemID.index(after: $0)...] } ?? itemID[...]
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
