import Core
import CoreUI
import DataLayer
import Foundation

/// The side menu on the news tab: about 40% of the width on the left, the feed behind it dimmed.
/// Arrows and `j`/`k` move, `Enter` expands a heading or picks a feed (the menu closes before the feed
/// switches), `Esc`, `Backspace` or `m` closes it; a click selects a row and a click on the selected row
/// (or a double click) acts on it. The person's feeds are arranged here as `mosaic news feeds` arranges them
/// (issue 22): `a` makes a feed (its text typed at the menu's foot, `Tab` turns it from a search to a source or a
/// category, `Enter` makes and shows it, `Esc` leaves it), `x` hides the feed under the cursor, `J`/`K` move it one place down or up under its heading (and so in the
/// feed bar). A change is written once the one before it is.
extension NewsFeedScreen {
  /// The fraction of the width the menu takes.
  static let menuFraction = 0.4

  func openMenu() {
    menu = NewsSideMenu(selected: model.selected, feeds: model.order)
    menuNote = nil
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
    var foot: [View] = []
    if let note = menuNote { foot.append(View.paragraph(note.text, role: note.role).padding(horizontal: 1)) }
    if let field = menu.field {
      foot.append(
        View.line([
          Span(menu.fieldKind.prompt(in: language), .accent), Span(TerminalText.line(field)), Span("▏", .accent),
        ]).padding(horizontal: 1))
    }
    let panel = View.column(rows + [.spacer] + foot).boxed(title: NewsScreenStrings.menuTitle(language))
    let body = frame.body.overlay(panel, placement: .leading(fraction: Self.menuFraction))
    guard menu.field == nil else {
      let keys = [
        KeyHint("Enter", NewsScreenStrings.makeFeedKey(language)),
        KeyHint("Tab", NewsScreenStrings.feedKindKey(language)),
        KeyHint("Esc", NewsScreenStrings.cancelKey(language)),
      ]
      return ScreenFrame(title: frame.title, body: body, keys: keys, help: keys)
    }
    // The key bar keeps to what fits 60 columns; help lists the keys that change the feeds.
    let keys = [
      KeyHint("Enter", NewsScreenStrings.expandKey(language)), KeyHint("Esc m", NewsScreenStrings.closeKey(language)),
    ]
    return ScreenFrame(
      title: frame.title, body: body, keys: keys,
      help: [KeyHint("↑↓ jk", NewsScreenStrings.moveKey(language))] + keys + [
        KeyHint("a", NewsScreenStrings.newFeedKey(language)), KeyHint("x", NewsScreenStrings.hideFeedKey(language)),
        KeyHint("J K", NewsScreenStrings.moveFeedKey(language)),
      ])
  }

  /// A key or click while the menu is open. It answers every key but help, the tab digits, `,` and `q`, so
  /// nothing reaches the feed behind it.
  func handleMenu(_ input: ScreenInput) -> Bool {
    guard var menu else { return false }
    if menu.field != nil, case .key(let key) = input { return typeInMenu(key) }
    if case .key = input { menuNote = nil }
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
    case .key(.character("a")):
      menu.field = ""
      menu.fieldKind = .search
    case .key(.character("x")):
      if let feed = menu.feedUnderCursor { hide(feed) }
    case .key(.character("J")), .key(.character("K")):
      let step = input == .key(.character("J")) ? 1 : -1
      if let feed = menu.feedUnderCursor, let other = menu.neighbour(of: feed, by: step) { move(feed, past: other) }
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

  /// A key while a new feed's text is typed: text edits it, `Tab` (`Shift-Tab` back) changes what the feed is,
  /// `Enter` makes the feed and shows it, `Esc` leaves it (the menu stays).
  private func typeInMenu(_ key: Key) -> Bool {
    guard let text = menu?.field, let kind = menu?.fieldKind else { return false }
    switch key {
    case .escape: menu?.field = nil
    case .backspace: menu?.field = String(text.dropLast())
    case .tab: menu?.fieldKind = kind.next
    case .backTab: menu?.fieldKind = kind.next.next
    case .enter: makeFeed(kind, text)
    case .character(let character):
      guard text.count < FeedEntry.maximumNameLength else { return true }
      menu?.field = text + TerminalText.line(String(character))
    default: break
    }
    return true
  }

  /// Makes a feed of `kind` for `text`; once made, the menu closes and the feed shows. A refused name stays in the
  /// field with the reason under the feeds.
  private func makeFeed(_ kind: NewFeedKind, _ text: String) {
    guard !changingFeeds else { return }
    changingFeeds = true
    let model = self.model
    let language = self.language
    tasks.run { [weak self] in
      defer { self?.changingFeeds = false }
      do {
        let feed = try await model.makeFeed(kind, text)
        self?.menu = nil
        self?.select(feed)
      } catch {
        self?.menuNote = (describe(error, in: language), .error)
      }
    }
  }

  /// Hides `feed`; the menu says how it comes back.
  private func hide(_ feed: NewsFeed) {
    changeFeeds { model, language in
      try await model.hide(feed)
      let name = feed.isBuiltin ? feed.id : Self.shellWord(TerminalText.line(feed.title(in: language)))
      return NewsScreenStrings.feedHidden(TerminalText.line(feed.title(in: language)), command: name, language)
    }
  }

  /// Moves `feed` one place, past `other` under the same heading; the cursor stays on `feed`.
  private func move(_ feed: NewsFeed, past other: NewsFeed) {
    changeFeeds { model, _ in
      try await model.move(feed, past: other)
      return nil
    }
  }

  /// Runs `change` unless another is being written, then shows the feeds as arranged now and what `change` says (or
  /// why it failed) in the menu.
  private func changeFeeds(_ change: @escaping @MainActor (NewsViewModel, Language) async throws -> String?) {
    guard !changingFeeds else { return }
    changingFeeds = true
    let model = self.model
    let language = self.language
    tasks.run { [weak self] in
      defer { self?.changingFeeds = false }
      do {
        self?.menuNote = try await change(model, language).map { ($0, .secondary) }
      } catch {
        self?.menuNote = (describe(error, in: language), .error)
      }
      self?.menu?.show(model.order)
    }
  }

  /// `name` as one word of a shell command: as it is when it holds only letters, digits, `-`, `_` and `.`, else in
  /// single quotes.
  static func shellWord(_ name: String) -> String {
    guard name.contains(where: { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else { return name }
    return "'" + name.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
