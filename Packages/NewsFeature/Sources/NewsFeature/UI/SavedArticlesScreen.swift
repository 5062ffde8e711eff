import Core
import CoreCLI
import CoreUI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// The saved tab's root: every saved article newest first, read from the database (so it works offline), grouped
/// by story as the News tab's are (`Space` opens and folds a story here, since `x` removes); `/` filters them with
/// the full-text search as the person types (debounced by the view model), `x` removes one, and a save from
/// another shell shows without a key press.
@MainActor
final class SavedArticlesScreen: Screen {
  let model: SavedArticlesViewModel
  let actions: ArticleActions
  /// The larger articles' pictures.
  let pictures: ArticlePictures
  private let tasks = TaskBag()
  private(set) var selected = 0
  private var firstRow = 0
  /// Whether keys go to the search field.
  private(set) var editing = false
  private var removing: Set<String> = []
  /// The stories opened with `Space`: their other sources show under them.
  private var stories = StoryFolds()

  init(model: SavedArticlesViewModel, actions: ArticleActions, images: ImageClient? = nil) {
    self.model = model
    self.actions = actions
    pictures = ArticlePictures(images: images)
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    self.language = language
    let keys =
      editing
      ? [KeyHint("Enter", NewsScreenStrings.doneKey(language))]
      : [
        KeyHint("/", NewsScreenStrings.searchKey(language)), KeyHint("Enter", NewsScreenStrings.readKey(language)),
        KeyHint("x", NewsScreenStrings.removeKey(language)), KeyHint("y", NewsScreenStrings.shareKey(language)),
      ]
    let help =
      [KeyHint("↑↓ jk", NewsScreenStrings.moveKey(language))] + keys
      + (editing
        ? []
        : [
          KeyHint("o", NewsScreenStrings.browserKey(language)),
          KeyHint("Space", NewsScreenStrings.sourcesKey(language)),
        ])
    let title = NewsScreenStrings.savedTab(language)
    let state = model.state
    var column: [View] = []
    if editing || !state.field.isEmpty {
      column.append(
        View.line([
          Span(NewsScreenStrings.searchPrompt(language), .accent), Span(state.field), Span(editing ? "▏" : "", .accent),
        ]))
    }
    guard !state.articles.isEmpty else {
      let status: ScreenStatus =
        switch state.phase {
        case .failed(let error): .error(describe(error, in: language))
        case .loaded where !state.query.isEmpty, .empty where !state.query.isEmpty:
          .empty(NewsScreenStrings.noHits(state.query, language))
        case .loaded, .empty: .empty(NewsScreenStrings.noSaved(language))
        case .idle, .loading: .loading(NewsScreenStrings.loadingArticles(language))
        }
      column.append(View.message(status, tick: context.tick).frame(height: .fill(1)))
      if let notice = actions.notice { column.append(View.status(notice.status(language), tick: context.tick)) }
      return ScreenFrame(title: title, body: .column(column), keys: keys, help: help)
    }
    let rows = storyRows
    selected = min(selected, rows.rows.count - 1)
    let list = ArticleRows.list(
      rows.items.map { ($0.article, true) }, selected: selected, reveal: selected, firstRow: &firstRow,
      width: context.size.width, visible: max(context.size.height - 1 - column.count, 1), context: context,
      pictures: pictures, read: actions.readIDs, marks: rows.marks)
    let status: ScreenStatus =
      actions.notice?.status(language)
      ?? .note(NewsScreenStrings.savedCount(state.articles.count, query: state.query, language))
    column += [list.frame(height: .fill(1)), View.status(status, tick: context.tick)]
    return ScreenFrame(title: title, body: .column(column), keys: keys, help: help)
  }

  func handle(_ input: ScreenInput) -> Bool {
    if editing, case .key(let key) = input { return edit(key) }
    let rows = storyRows
    let articles = rows.items
    switch input {
    case .key(.character("/")): editing = true
    case .key(.down), .key(.character("j")): selected = min(selected + 1, max(articles.count - 1, 0))
    case .key(.up), .key(.character("k")): selected = max(selected - 1, 0)
    case .key(.character("g")), .key(.home): selected = 0
    case .key(.character("G")), .key(.end): selected = max(articles.count - 1, 0)
    case .key(.enter):
      guard articles.indices.contains(selected) else { return true }
      actions.read(articles[selected].article)
    case .key(.character("o")):
      guard articles.indices.contains(selected) else { return true }
      actions.open(articles[selected].article)
    case .key(.character("y")):
      guard articles.indices.contains(selected) else { return true }
      actions.share(articles[selected].article)
    case .key(.character("x")):
      guard articles.indices.contains(selected) else { return true }
      remove(articles[selected].article)
    case .key(.character(" ")): selected = stories.toggle(selected, in: rows)
    case .key(.escape) where !model.state.field.isEmpty: search("")
    case .click(let tag, let double):
      guard let index = ArticleRows.index(tag), articles.indices.contains(index) else { return false }
      let open = double || index == selected
      selected = index
      if open { actions.read(articles[index].article) }
    case .wheel(let up, _): selected = up ? max(selected - 1, 0) : min(selected + 1, max(articles.count - 1, 0))
    default: return false
    }
    return true
  }

  /// A key while the search field has the focus: text edits it, Enter keeps the filter, Esc clears it.
  private func edit(_ key: Key) -> Bool {
    switch key {
    case .enter: editing = false
    case .escape:
      editing = false
      search("")
    case .backspace:
      guard !model.state.field.isEmpty else { return true }
      type(String(model.state.field.dropLast()))
    case .character(let character):
      guard model.state.field.count < 200 else { return true }
      type(model.state.field + String(character))
    default: break
    }
    return true
  }

  private func type(_ text: String) {
    selected = 0
    firstRow = 0
    model.queryChanged(text)
  }

  private func search(_ text: String) {
    selected = 0
    firstRow = 0
    let model = self.model
    tasks.run { await model.run(text) }
  }

  /// The rows the list shows: one per story of the saved articles shown, an opened story's other sources under it.
  private var storyRows: StoryRows {
    stories.rows(model.state.articles.map { ArticleItem(article: $0.article, isSaved: true) }, language: language)
  }

  private func remove(_ article: Article) {
    let id = article.shortID
    guard !removing.contains(id) else { return }
    removing.insert(id)
    let model = self.model
    let language = Language.english
    tasks.run { [weak self] in
      do {
        try await model.unsave(id)
        self?.actions.notice = .unsaved(article.title)
      } catch {
        self?.actions.notice = .failed(describe(error, in: self?.language ?? language))
      }
      self?.removing.remove(id)
    }
  }

  /// The language of the last frame, for a failure's sentence.
  private var language: Language = .english

  func willAppear() { reload() }
  func externalChange() { reload() }
  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }
  /// The keys a configuration file remaps under `saved:`.
  var keyScope: String? { "saved" }
  var isTyping: Bool { editing }
  var isAnimating: Bool { model.state.articles.isEmpty && model.state.phase == .loading }
  func settle() async {
    await tasks.settle()
    await actions.settle()
  }

  private func reload() {
    let model = self.model
    tasks.run { await model.load() }
  }
}
