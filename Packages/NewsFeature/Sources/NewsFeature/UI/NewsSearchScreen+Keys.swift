import Core
import CoreCLI
import CoreUI
import DataLayer

/// The search screen's keys and clicks. In the field, text types (a character is text unless an entry is
/// picked, when `d` deletes it), `↑`/`↓` pick history entries (or, under results, go down to them), `Tab`
/// copies the picked entry into the field and `Enter` searches. In the results, keys work as in a feed and
/// `/` (or `↑` on the first) goes back to the field. `Esc` is left to the app, which goes back.
extension NewsSearchScreen {
  /// The longest search text the field takes.
  static let fieldLimit = 200

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.escape): return false
    case .key(let key): return focus == .field ? edit(key) : browse(key)
    case .click(let tag, let double): return click(tag, double: double)
    case .wheel(let up, _):
      if model.showsHistory { pick(by: up ? -1 : 1) } else { move(to: selected + (up ? -1 : 1)) }
    }
    return true
  }

  /// The articles of the results' rows, in the order they show.
  private var items: [ArticleItem] { storyRows.items }

  private func edit(_ key: Key) -> Bool {
    switch key {
    case .character("d") where picked != nil:
      guard let picked, model.history.indices.contains(picked) else { return true }
      delete(model.history[picked])
    case .character(let character):
      guard model.field.count < Self.fieldLimit else { return true }
      type(model.field + String(character))
    case .backspace:
      if !model.field.isEmpty { type(String(model.field.dropLast())) }
    case .down where model.showsHistory: pick(by: 1)
    case .up where model.showsHistory: pick(by: -1)
    case .down where !items.isEmpty:
      focus = .results
      move(to: 0)
    case .tab:
      guard let picked, model.history.indices.contains(picked) else { return true }
      model.revert(model.history[picked])
      self.picked = nil
    case .enter:
      if let picked, model.showsHistory, model.history.indices.contains(picked) {
        search(model.history[picked].text)
      } else if !model.showsHistory {
        search(model.field)
      }
    default: break
    }
    return true
  }

  private func browse(_ key: Key) -> Bool {
    // Nothing to browse yet (the search is on its way or found nothing): keys edit the field again.
    guard !items.isEmpty || key == .backspace else {
      focus = .field
      return edit(key)
    }
    switch key {
    case .down, .character("j"): move(to: selected + 1)
    case .up where selected == 0, .character("/"): focus = .field
    case .up, .character("k"): move(to: selected - 1)
    case .pageDown: move(to: selected + 8)
    case .pageUp: move(to: selected - 8)
    case .home, .character("g"): move(to: 0)
    case .end, .character("G"): move(to: items.count - 1)
    case .enter:
      guard items.indices.contains(selected) else { return true }
      actions.read(items[selected].article)
    case .character("o"):
      guard items.indices.contains(selected) else { return true }
      actions.open(items[selected].article)
    case .character("s"):
      guard items.indices.contains(selected), let results = model.results else { return true }
      let item = items[selected]
      actions.toggleSaved(item.article, isSaved: item.isSaved) { id, isSaved in results.markSaved(id, isSaved) }
    case .character("y"):
      guard items.indices.contains(selected) else { return true }
      actions.share(items[selected].article)
    case .character("x"): selected = stories.toggle(selected, in: storyRows)
    // Back, help, the tabs and the app's other keys.
    default: return false
    }
    return true
  }

  private func click(_ tag: String, double: Bool) -> Bool {
    if tag.hasPrefix("history:"), let index = Int(tag.dropFirst(8)), model.history.indices.contains(index) {
      let act = double || index == picked
      focus = .field
      picked = index
      if act { search(model.history[index].text) }
      return true
    }
    guard let index = ArticleRows.index(tag), items.indices.contains(index) else { return false }
    let open = double || (focus == .results && index == selected)
    focus = .results
    move(to: index)
    if open { actions.read(items[index].article) }
    return true
  }

  private func pick(by step: Int) {
    guard !model.history.isEmpty else { return }
    actions.notice = nil
    guard let picked else {
      self.picked = step > 0 ? 0 : nil
      return
    }
    self.picked = picked + step < 0 ? nil : min(picked + step, model.history.count - 1)
  }

  private func move(to index: Int) {
    let items = self.items
    guard !items.isEmpty, let results = model.results else { return }
    selected = min(max(index, 0), items.count - 1)
    actions.notice = nil
    let id = items[selected].id
    tasks.run { await results.itemAppeared(id) }
  }

  /// The field changed: the view model searches a second after the last change.
  private func type(_ text: String) {
    picked = nil
    selected = 0
    firstRow = 0
    actions.notice = nil
    model.queryChanged(text)
  }

  /// Searches `text` now and records it; the keys go to the results.
  private func search(_ text: String) {
    picked = nil
    selected = 0
    firstRow = 0
    focus = .results
    actions.notice = nil
    let model = self.model
    tasks.run { await model.search(text) }
  }

  private func delete(_ entry: SearchHistoryEntry) {
    let model = self.model
    let language = self.language
    tasks.run { [weak self] in
      do {
        try await model.delete(entry.text)
      } catch {
        self?.actions.notice = .failed(describe(error, in: language))
      }
    }
  }
}
