import Core
import CoreUI

/// The side menu on the news tab: about 40% of the width on the left, the feed behind it dimmed.
/// Arrows and `j`/`k` move, `Enter` expands a heading or picks a feed (the menu closes before the feed
/// switches), `Esc`, `Backspace` or `m` closes it; a click selects a row and a click on the selected row
/// (or a double click) acts on it.
extension NewsFeedScreen {
  /// The fraction of the width the menu takes.
  static let menuFraction = 0.4

  func openMenu() {
    menu = NewsSideMenu(selected: model.selected, feeds: model.order)
    actions.notice = nil
  }

  func menuFrame(_ menu: NewsSideMenu, over frame: ScreenFrame, language: Language) -> ScreenFrame {
    let rows = menu.rows.enumerated().map { index, row -> View in
      var line: View
      switch row {
      case .heading(let section):
        line = View.line([
          Span(menu.expanded.contains(section) ? "▾ " : "▸ ", .accent),
          Span(section.title(in: language), .heading, emphasis: [.bold]),
        ])
      case .feed(let feed):
        let isSelected = feed == menu.selected
        var spans = [
          Span(isSelected ? "  ● " : "    ", .accent),
          Span(TerminalText.line(feed.title(in: language)), .body, emphasis: isSelected ? [.bold] : []),
        ]
        if let count = newCount(feed, language) { spans.append(Span(" " + count, .accent)) }
        line = View.line(spans)
      }
      line = line.padding(horizontal: 1).tagged("menu:\(index)")
      return index == menu.cursor ? line.styled(.selection) : line
    }
    let panel = View.column(rows + [.spacer]).boxed(title: NewsScreenStrings.menuTitle(language))
    let keys = [
      KeyHint("Enter", NewsScreenStrings.expandKey(language)), KeyHint("Esc m", NewsScreenStrings.closeKey(language)),
    ]
    return ScreenFrame(
      title: frame.title, body: frame.body.overlay(panel, placement: .leading(fraction: Self.menuFraction)),
      keys: keys, help: [KeyHint("↑↓ jk", NewsScreenStrings.moveKey(language))] + keys)
  }

  /// A key or click while the menu is open. It answers every key but help, the tab digits, `,` and `q`, so
  /// nothing reaches the feed behind it.
  func handleMenu(_ input: ScreenInput) -> Bool {
    guard var menu else { return false }
    switch input {
    case .key(.down), .key(.character("j")): menu.move(by: 1)
    case .key(.up), .key(.character("k")): menu.move(by: -1)
    case .key(.home), .key(.character("g")): menu.move(to: 0)
    case .key(.end), .key(.character("G")): menu.move(to: menu.rows.count - 1)
    case .key(.escape), .key(.backspace), .key(.character("m")):
      self.menu = nil
      return true
    case .key(.enter), .key(.right), .key(.character("l")), .key(.character(" ")):
      activate(&menu)
      return true
    case .key(.character(let character)) where character == "?" || character == "," || character == "q":
      return false
    case .key(.character(let character)) where character.isNumber:
      return false
    case .key: return true
    case .click(let tag, let double):
      guard let index = NewsSideMenu.index(tag) else { return false }
      let act = double || index == menu.cursor
      menu.move(to: index)
      if act {
        activate(&menu)
        return true
      }
    case .wheel(let up, _): menu.move(by: up ? -1 : 1)
    }
    self.menu = menu
    return true
  }

  /// `Enter` on the cursor: a heading toggles; a feed closes the menu, then shows.
  private func activate(_ menu: inout NewsSideMenu) {
    guard let feed = menu.activate() else {
      self.menu = menu
      return
    }
    self.menu = nil
    select(feed)
  }
}

extension NewsFeedScreen {
  /// The badge of `feed`'s headlines new since it was last viewed (`3 new`), or `nil` when there are none or
  /// nothing is loaded.
  func newCount(_ feed: NewsFeed, _ language: Language) -> String? {
    guard let count = model.newCount(feed), count > 0 else { return nil }
    return NewsScreenStrings.newCount(count, language)
  }
}
