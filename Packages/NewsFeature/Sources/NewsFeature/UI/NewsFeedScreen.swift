import Core
import CoreCLI
import CoreUI
import DataLayer
import Foundation
import NetworkLayer

/// The news tab's root: the feed bar (the selected feed bold and underlined, kept in view), the selected
/// feed's articles in the seed's layout, 12 a page with the next asked for 4 from the end, and a status
/// line for loading, an empty feed, an error with "r to retry" and a saved copy shown offline.
@MainActor
final class NewsFeedScreen: Screen {
  let model: NewsViewModel
  let actions: ArticleActions
  /// The larger articles' pictures.
  let pictures: ArticlePictures
  let tasks = TaskBag()
  /// The article the person moved to; kept as it is when the feed shrinks (see ``shownSelection``).
  private(set) var selected = 0
  /// The list row the last frame started at: the scroll a list keeps between frames so that moving within the
  /// rows shown never scrolls. Only a frame can work it out (it depends on the rows' heights at its width).
  private var firstRow = 0
  private var opened = false
  /// The side menu, while it is open (`m`).
  var menu: NewsSideMenu?
  /// What the side menu says about the last change to the feeds made in it (a feed hidden, a name refused).
  var menuNote: (text: String, role: StyleRole)?
  /// Whether a change to the feeds made in the side menu is being written: the menu's change keys wait for it.
  var changingFeeds = false
  /// The stories opened with `x`: their other sources show under them.
  private var stories = StoryFolds()
  /// The language of the last frame, for the story marks `handle` works out rows with.
  private(set) var language = Language.english

  init(model: NewsViewModel, actions: ArticleActions, images: ImageClient? = nil) {
    self.model = model
    self.actions = actions
    pictures = ArticlePictures(images: images)
  }

  var feed: NewsFeedViewModel { model.model(model.selected) }

  func render(_ context: RenderContext) -> ScreenFrame {
    let frame = feedFrame(context)
    guard let menu else { return frame }
    return menuFrame(menu, over: frame, language: context.language)
  }

  private func feedFrame(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let keys = [
      KeyHint("Tab", NewsScreenStrings.nextFeedKey(language)), KeyHint("Enter", NewsScreenStrings.readKey(language)),
      KeyHint("s", NewsScreenStrings.saveKey(language)), KeyHint("m", NewsScreenStrings.menuKey(language)),
      KeyHint("/", NewsScreenStrings.searchKey(language)),
    ]
    let help =
      [
        KeyHint("↑↓ jk", NewsScreenStrings.moveKey(language)),
        KeyHint("Shift-Tab", NewsScreenStrings.previousFeedKey(language)),
      ]
      + keys
      + [
        KeyHint("o", NewsScreenStrings.browserKey(language)), KeyHint("y", NewsScreenStrings.shareKey(language)),
        KeyHint("r", NewsScreenStrings.reloadKey(language)),
        KeyHint("g", NewsScreenStrings.topKey(language)),
        KeyHint("x", NewsScreenStrings.sourcesKey(language)),
      ]
    let title = NewsScreenStrings.newsTab(language) + " — " + model.selected.title(in: language)
    let state = feed.state
    let bar = feedBar(language: language, width: context.size.width)
    guard !state.items.isEmpty else {
      let status: ScreenStatus =
        switch state.phase {
        case .failed(let error): .error(NewsScreenStrings.retry(describe(error, in: language), language))
        case .empty: .empty(NewsScreenStrings.noArticles(language))
        case .idle, .loading, .loaded: .loading(NewsScreenStrings.loadingArticles(language))
        }
      let body = View.column([bar, View.message(status, tick: context.tick).frame(height: .fill(1))])
      return ScreenFrame(title: title, body: body, keys: keys, help: help)
    }
    self.language = language
    let selected = shownSelection
    let rows = storyRows
    let list = ArticleRows.list(
      rows.items.map { ($0.article, $0.isSaved) }, selected: selected, reveal: selected, firstRow: &firstRow,
      width: context.size.width, visible: max(context.size.height - 2, 1), context: context, pictures: pictures,
      read: actions.readIDs, marks: rows.marks)
    let body = View.column([
      bar, list.frame(height: .fill(1)),
      View.status(status(state, language: language, timeZone: context.timeZone), tick: context.tick),
    ])
    return ScreenFrame(title: title, body: body, keys: keys, help: help)
  }

  private func status(_ state: ArticleListState, language: Language, timeZone: TimeZone) -> ScreenStatus {
    if let notice = actions.notice { return notice.status(language) }
    if case .failed(let error) = state.phase {
      return .error(NewsScreenStrings.retry(describe(error, in: language), language))
    }
    if let page = state.loadingPage, page > 1 { return .loading(NewsScreenStrings.loadingArticles(language)) }
    if let stale = state.stale {
      return .offline(NewsScreenStrings.offline(savedAt: stale.savedAt, timeZone: timeZone, language))
    }
    return .note(
      NewsScreenStrings.position(
        feed: model.selected.title(in: language), count: state.items.count, more: state.hasMore, language))
  }

  /// The feeds in one line, starting early enough that the selected one shows whole.
  private func feedBar(language: Language, width: Int) -> View {
    // Each feed with its headlines new since it was last viewed: ` Business · 3 `.
    let feeds = model.order
    let titles = feeds.map { feed in
      " " + TerminalText.line(feed.title(in: language)) + (newCount(feed, language).map { " · " + $0 } ?? "") + " "
    }
    let index = feeds.firstIndex(of: model.selected) ?? 0
    var start = 0
    while start < index, titles[start...index].map(DisplayWidth.of).reduce(0, +) > width { start += 1 }
    let spans = titles.enumerated().dropFirst(start).map { offset, title in
      offset == index
        ? Span(title, .heading, emphasis: [.bold, .underline]) : Span(title, .secondary)
    }
    return View.line(spans).tagged("feeds")
  }

  /// The article drawn selected: ``selected``, or the last when the feed now has fewer. Rendering reads it and
  /// never changes the selection.
  var shownSelection: Int { max(min(selected, storyRows.rows.count - 1), 0) }

  /// The rows the list shows: one per story of the articles loaded, an opened story's other sources under it;
  /// worked out again only when the articles, the opened stories or the language change.
  var storyRows: StoryRows { stories.rows(feed.state.items, language: language) }

  func handle(_ input: ScreenInput) -> Bool {
    if menu != nil { return handleMenu(input) }
    let rows = storyRows
    let items = rows.items
    let selected = shownSelection
    switch input {
    case .key(.character("m")): openMenu()
    case .key(.character("/")): model.search()
    case .key(.tab): switchFeed(by: 1)
    case .key(.backTab): switchFeed(by: -1)
    case .key(.down), .key(.character("j")): move(to: selected + 1)
    case .key(.up), .key(.character("k")): move(to: selected - 1)
    case .key(.pageDown): move(to: selected + 8)
    case .key(.pageUp): move(to: selected - 8)
    case .key(.character("g")), .key(.home): move(to: 0)
    case .key(.character("G")), .key(.end): move(to: items.count - 1)
    case .key(.character("x")): self.selected = stories.toggle(selected, in: rows)
    case .key(.character("r")):
      self.selected = 0
      firstRow = 0
      pictures.retry()
      let feed = self.feed
      tasks.run { await feed.refresh() }
    case .key(.enter):
      guard items.indices.contains(selected) else { return true }
      actions.read(items[selected].article)
    case .key(.character("o")):
      guard items.indices.contains(selected) else { return true }
      actions.open(items[selected].article)
    case .key(.character("s")):
      guard items.indices.contains(selected) else { return true }
      let item = items[selected]
      actions.toggleSaved(item.article, isSaved: item.isSaved) { [model] id, isSaved in
        model.markSaved(id, isSaved)
      }
    case .key(.character("y")):
      guard items.indices.contains(selected) else { return true }
      actions.share(items[selected].article)
    case .click(let tag, let double):
      guard let index = ArticleRows.index(tag), items.indices.contains(index) else { return false }
      let open = double || index == selected
      move(to: index)
      if open { actions.read(items[index].article) }
    case .wheel(let up, _): move(to: selected + (up ? -1 : 1))
    default: return false
    }
    return true
  }

  private func move(to index: Int) {
    let items = storyRows.items
    guard !items.isEmpty else { return }
    selected = min(max(index, 0), items.count - 1)
    actions.notice = nil
    let id = items[selected].id
    let feed = self.feed
    tasks.run { await feed.itemAppeared(id) }
  }

  private func switchFeed(by step: Int) {
    let all = model.order
    guard !all.isEmpty else { return }
    let index = ((all.firstIndex(of: model.selected) ?? 0) + step + all.count) % all.count
    select(all[index])
  }

  /// Shows `feed` from its top, loading it on first view. A note about the feed left behind ("Copied the
  /// link …") goes with it.
  func select(_ feed: NewsFeed) {
    selected = 0
    firstRow = 0
    actions.notice = nil
    let model = self.model
    tasks.run { await model.select(feed) }
  }

  func willAppear() {
    // Uncovered by a pop (the search): an article saved there shows its mark here too.
    guard !opened else { return externalChange() }
    opened = true
    let model = self.model
    tasks.run { await model.open() }
  }

  func externalChange() {
    let model = self.model
    // Feeds added, hidden or moved in another shell show at once, in the side menu too when it is open.
    tasks.run { [weak self] in
      await model.arrange()
      self?.menu?.show(model.order)
    }
    tasks.run { [actions] in
      guard let ids = await actions.savedIDs() else { return }
      for feed in model.feeds {
        for item in feed.state.items where item.isSaved != ids.contains(item.id) {
          feed.markSaved(item.id, ids.contains(item.id))
        }
      }
    }
  }

  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }
  /// The keys a configuration file remaps under `news:`.
  var keyScope: String? { "news" }
  /// While a new feed's text is typed in the side menu, every key is text.
  var isTyping: Bool { menu?.field != nil }
  var isAnimating: Bool { feed.state.items.isEmpty && feed.state.phase != .empty && feed.state.error == nil }
  func settle() async {
    await tasks.settle()
    await actions.settle()
  }
}
