import Core
import CoreCLI
import CoreUI
import DataLayer
import Foundation
import NetworkLayer

/// The news search (`/` on the news tab), as in the seed: a field with the history under it while it is
/// empty (newest first; `↑`/`↓` pick an entry, `d` deletes it, `Tab` puts it in the field, `Enter` searches
/// it), the search running 1 second after the last keystroke or at once on `Enter` (NewsAPI's
/// `everything`; offline the reader's catalog), and the results as the feed's article rows, grouped by story as
/// the feed's are, where `Enter`, `s`, `y` and `x` work as in a feed. `Esc` goes back.
@MainActor
final class NewsSearchScreen: Screen {
  /// Where the keys go: the field, or the results under it.
  enum Focus: Equatable {
    case field
    case results
  }

  let model: NewsSearchViewModel
  let actions: ArticleActions
  /// The larger articles' pictures.
  let pictures: ArticlePictures
  let tasks = TaskBag()
  var focus = Focus.field
  /// The history entry `↑`/`↓` picked, while the history shows.
  var picked: Int?
  var selected = 0
  var firstRow = 0
  /// The language of the last frame, for a failure's sentence and the story marks.
  var language: Language = .english
  /// The stories opened with `x`: their other sources show under them, as on the News tab.
  var stories = StoryFolds()

  init(model: NewsSearchViewModel, actions: ArticleActions, images: ImageClient? = nil) {
    self.model = model
    self.actions = actions
    pictures = ArticlePictures(images: images)
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    self.language = language
    let field = View.line([
      Span(NewsScreenStrings.searchFieldPrompt(language), .accent), Span(model.field),
      Span(focus == .field ? "▏" : "", .accent),
    ])
    let body: View
    if model.showsHistory {
      body = historyView(language: language, tick: context.tick)
    } else if let results = model.results {
      body = resultsView(results, context: context, height: context.size.height - 1)
    } else {
      body = View.spacer
    }
    return ScreenFrame(
      title: NewsScreenStrings.searchTitle(language), body: View.column([field, body.frame(height: .fill(1))]),
      keys: keys(language), help: help(language))
  }

  private func historyView(language: Language, tick: Int) -> View {
    var column: [View] = []
    if let error = model.historyError {
      column.append(
        View.status(.error(NewsScreenStrings.historyFailed(describe(error, in: language), language)), tick: tick))
    }
    guard !model.history.isEmpty else {
      column.append(View.message(.empty(NewsScreenStrings.noSearches(language)), tick: tick).frame(height: .fill(1)))
      return View.column(column)
    }
    picked = picked.map { min($0, model.history.count - 1) }
    column.append(View.text(NewsScreenStrings.historyHeading(language), role: .secondary).padding(horizontal: 1))
    let rows = model.history.enumerated().map { index, entry -> View in
      let row = View.line([Span("↺ ", .secondary), Span(entry.text)]).padding(horizontal: 1)
        .tagged("history:\(index)")
      return index == picked ? row.styled(.selection) : row
    }
    column.append(View.list(rows, first: max((picked ?? 0) - 10, 0)).frame(height: .fill(1)))
    if let notice = actions.notice { column.append(View.status(notice.status(language), tick: tick)) }
    return View.column(column)
  }

  private func resultsView(_ results: NewsFeedViewModel, context: RenderContext, height: Int) -> View {
    let language = context.language
    let state = results.state
    let query: String = if case .search(let text) = results.listing { text } else { model.field }
    guard !state.items.isEmpty else {
      let status: ScreenStatus =
        switch state.phase {
        case .failed(let error): .error(describe(error, in: language))
        case .empty: .empty(NewsScreenStrings.noSearchHits(query, language))
        case .idle, .loading, .loaded: .loading(NewsScreenStrings.searching(language))
        }
      return View.message(status, tick: context.tick)
    }
    let rows = storyRows
    selected = min(selected, rows.rows.count - 1)
    let list = ArticleRows.list(
      rows.items.map { ($0.article, $0.isSaved) }, selected: focus == .results ? selected : -1, reveal: selected,
      firstRow: &firstRow, width: context.size.width, visible: max(height - 1, 1), context: context,
      pictures: pictures, read: actions.readIDs, marks: rows.marks)
    let status: ScreenStatus =
      if let notice = actions.notice {
        notice.status(language)
      } else if let error = state.error {
        .error(describe(error, in: language))
      } else if let page = state.loadingPage, page > 1 {
        .loading(NewsScreenStrings.searching(language))
      } else {
        .note(NewsScreenStrings.searchCount(state.items.count, query: query, more: state.hasMore, language))
      }
    return View.column([
      list.frame(height: .fill(1)), View.status(status, tick: context.tick),
    ])
  }

  private func keys(_ language: Language) -> [KeyHint] {
    if focus == .results {
      return [
        KeyHint("Enter", NewsScreenStrings.readKey(language)), KeyHint("s", NewsScreenStrings.saveKey(language)),
        KeyHint("y", NewsScreenStrings.shareKey(language)), KeyHint("/", NewsScreenStrings.fieldKey(language)),
      ]
    }
    guard model.showsHistory, !model.history.isEmpty else {
      return [KeyHint("Enter", NewsScreenStrings.searchKey(language))]
    }
    return [
      KeyHint("↑↓", NewsScreenStrings.pickKey(language)), KeyHint("Enter", NewsScreenStrings.searchKey(language)),
      KeyHint("Tab", NewsScreenStrings.editKey(language)), KeyHint("d", NewsScreenStrings.deleteKey(language)),
    ]
  }

  private func help(_ language: Language) -> [KeyHint] {
    [
      KeyHint("↑↓", NewsScreenStrings.pickKey(language)), KeyHint("Enter", NewsScreenStrings.searchKey(language)),
      KeyHint("Tab", NewsScreenStrings.editKey(language)), KeyHint("d", NewsScreenStrings.deleteKey(language)),
      KeyHint("↑↓ jk", NewsScreenStrings.moveKey(language)), KeyHint("s", NewsScreenStrings.saveKey(language)),
      KeyHint("y", NewsScreenStrings.shareKey(language)), KeyHint("/", NewsScreenStrings.fieldKey(language)),
      KeyHint("o", NewsScreenStrings.browserKey(language)), KeyHint("x", NewsScreenStrings.sourcesKey(language)),
    ]
  }

  /// The results' rows: one per story, an opened story's other sources under it (none while the history shows).
  var storyRows: StoryRows {
    stories.rows(model.showsHistory ? [] : model.results?.state.items ?? [], language: language)
  }

  func willAppear() {
    let model = self.model
    tasks.run { await model.loadHistory() }
  }

  func externalChange() {
    let model = self.model
    tasks.run { [actions] in
      await model.loadHistory()
      guard let results = model.results, let ids = await actions.savedIDs() else { return }
      for item in results.state.items where item.isSaved != ids.contains(item.id) {
        results.markSaved(item.id, ids.contains(item.id))
      }
    }
  }

  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }

  /// The keys a configuration file remaps under `search:`.
  var keyScope: String? { "search" }
  var isTyping: Bool { focus == .field }
  var isAnimating: Bool {
    guard !model.showsHistory, let state = model.results?.state else { return false }
    return state.items.isEmpty && state.phase == .loading
  }

  func settle() async {
    await tasks.settle()
    await actions.settle()
  }
}
