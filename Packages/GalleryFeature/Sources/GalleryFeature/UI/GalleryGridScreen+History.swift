import Core
import CoreUI
import DataLayer

/// The recent photo searches under the empty search field, as the news search shows its history: `↑`/`↓`
/// pick one, `Enter` searches it, `Tab` puts it in the field, `d` forgets it (with nothing picked, `d` is a
/// letter). Typing hides them.
extension GalleryGridScreen {
  /// The most recent searches shown.
  static let recentShown = 5

  /// The searches shown: while the field has the focus and is empty.
  var shownRecent: [String] {
    guard field.isFocused, field.text.isEmpty, let search else { return [] }
    return search.recent.prefix(Self.recentShown).map(\.text)
  }

  /// A heading and a row per recent search, the picked one selected; nothing when there are none.
  func recentRows(_ language: Language) -> [View] {
    let recent = shownRecent
    guard !recent.isEmpty else { return [] }
    let hint = GalleryScreenStrings.recentHint(language)
    return [View.line([Span(GalleryStrings.recentSearches(language), .heading), Span("  " + hint, .secondary)])]
      + recent.enumerated().map { index, text in
        let row = View.line([Span("  " + text)])
        return index == pickedRecent ? row.styled(.selection) : row
      }
  }

  /// A key for the recent searches; `false` leaves it to the field.
  func handleRecent(_ key: Key) -> Bool {
    let recent = shownRecent
    guard !recent.isEmpty, let search else {
      pickedRecent = nil
      return false
    }
    switch key {
    case .down: pickedRecent = min((pickedRecent ?? -1) + 1, recent.count - 1)
    case .up: pickedRecent = pickedRecent.flatMap { $0 > 0 ? $0 - 1 : nil }
    case .tab:
      guard let picked = pickedRecent, recent.indices.contains(picked) else { return false }
      field = SearchField(text: recent[picked])
      field.focus()
      pickedRecent = nil
      search.fieldChanged(recent[picked])
    case .enter:
      guard let picked = pickedRecent, recent.indices.contains(picked) else { return false }
      let text = recent[picked]
      field = SearchField(text: text)
      pickedRecent = nil
      tasks.run { [weak self] in
        await search.submit(text)
        self?.prefetch()
      }
    case .character("d"):
      guard let picked = pickedRecent, recent.indices.contains(picked) else { return false }
      let text = recent[picked]
      pickedRecent = picked > 0 ? picked - 1 : (recent.count > 1 ? 0 : nil)
      tasks.run { await search.forget(text) }
    default:
      return false
    }
    return true
  }
}
