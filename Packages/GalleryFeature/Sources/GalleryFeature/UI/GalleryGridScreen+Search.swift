import Core
import CoreUI
import NetworkLayer

/// `/` on the gallery: a field over the grid; typing searches after a pause, Enter at once, and the results
/// take the grid's place (paging, favorites and opening as the feed does) until Esc gives the feed back
/// with its selection.
extension GalleryGridScreen {
  /// What the grid shows: the search results while there are some, else the feed.
  var shown: GalleryViewModel { search?.results ?? model }

  /// Whether search results show in place of the feed.
  var isShowingResults: Bool { search?.results != nil }

  /// Whether the field shows: it has the focus, holds text, or its results show.
  var isSearching: Bool { field.isFocused || !field.text.isEmpty || isShowingResults }

  func keyHints(_ language: Language) -> (keys: [KeyHint], help: [KeyHint]) {
    if field.isFocused {
      let keys = [
        KeyHint("Enter", GalleryScreenStrings.searchNowKey(language)),
        KeyHint("Esc", GalleryScreenStrings.leaveSearchKey(language)),
      ]
      return (keys, keys)
    }
    var keys = [
      KeyHint("Enter", GalleryScreenStrings.openKey(language)),
      KeyHint("f", GalleryScreenStrings.favoriteKey(language)),
    ]
    if search != nil { keys.append(KeyHint("/", GalleryScreenStrings.searchKey(language))) }
    keys.append(
      isSearching
        ? KeyHint("Esc", GalleryScreenStrings.leaveSearchKey(language))
        : KeyHint("r", GalleryScreenStrings.reloadKey(language)))
    let help =
      [KeyHint("←↑↓→ hjkl", GalleryScreenStrings.moveKey(language))] + keys + [
        KeyHint("PgUp PgDn", GalleryScreenStrings.pageKey(language)),
        KeyHint("g", GalleryScreenStrings.topKey(language)),
      ]
    return (keys, help)
  }

  /// `/`: the field takes the keyboard; the feed's selection is kept for the way back.
  func startSearch() {
    if feedCursor == nil { feedCursor = cursor }
    field.focus()
    pickedRecent = nil
    if let search { tasks.run { await search.loadHistory() } }
  }

  /// Esc: the results and the field go, and the feed shows with its selection.
  func leaveSearch() {
    afterPause?.cancel()
    search?.cancel()
    field.clear()
    pickedRecent = nil
    if let feedCursor { cursor = feedCursor }
    feedCursor = nil
    resultsQuery = nil
  }

  /// A key while the field has the focus: text edits it (searching after the pause), Enter searches now,
  /// Esc leaves the search.
  func edit(_ key: Key) -> Bool {
    guard let search else { return false }
    switch field.edit(key) {
    case .changed(let text):
      search.fieldChanged(text)
      // Outside the task bag: a search waiting for the pause is not work to settle before quitting.
      afterPause?.cancel()
      afterPause = Task { [weak self] in
        await search.waitForSearch()
        guard !Task.isCancelled else { return }
        self?.prefetch()
      }
    case .submitted(let text):
      guard PhotoClient.searchQuery(text) != nil || isShowingResults else {
        leaveSearch()
        return true
      }
      tasks.run { [weak self] in
        await search.submit()
        self?.prefetch()
      }
    case .cancelled: leaveSearch()
    case .ignored: break
    }
    return true
  }

  /// A new search's results start at their first photo.
  func followResults() {
    guard let query = search?.query, query != resultsQuery else { return }
    resultsQuery = query
    cursor = GridCursor()
  }

  func resultsEmptyStatus(query: String, _ language: Language) -> ScreenStatus {
    switch shown.state.phase {
    case .failed(let error): .error(GalleryScreenStrings.retry(error.message(in: language), language))
    case .idle, .loading: .loading(GalleryScreenStrings.searching(query, language))
    default: .empty(GalleryScreenStrings.noMatches(query, language))
    }
  }
}
