import Core
import CoreCLI
import CoreUI
import Foundation
import Models

/// The reader (Enter on an article): the article's page — title, source, author, date, picture and id, then
/// its text wrapped to the pane, links numbered at the end — scrolled with ↑↓ jk, PgUp PgDn Space, g G and the
/// wheel. `o` opens the article in the browser, `y` copies its link, Esc goes back.
@MainActor
final class ArticleReaderScreen: Screen {
  let model: ArticleReaderViewModel
  let actions: ArticleActions
  private let tasks = TaskBag()
  /// The first line shown; clamped when drawn, since how many lines there are depends on the width.
  private(set) var top = 0
  /// The lines and rows of the last frame, which scrolling keys work with.
  private var lineCount = 0
  private var visibleRows = 1

  init(model: ArticleReaderViewModel, actions: ArticleActions) {
    self.model = model
    self.actions = actions
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let keys = [
      KeyHint("↑↓", NewsScreenStrings.scrollKey(language)), KeyHint("o", NewsScreenStrings.browserKey(language)),
      KeyHint("y", NewsScreenStrings.shareKey(language)), KeyHint("Esc", NewsScreenStrings.backKey(language)),
    ]
    let help =
      keys + [
        KeyHint("PgUp PgDn Space", NewsScreenStrings.pageKey(language)),
        KeyHint("g G", NewsScreenStrings.topBottomKey(language)),
      ]
    let title =
      CoreCLI.TerminalText.line(model.article.source.name) + " — "
      + CoreCLI.TerminalText.line(model.article.title)
    guard let page = model.page else {
      let body = View.message(.loading(NewsStrings.readerLoading(language)), tick: context.tick)
      return ScreenFrame(title: title, body: body, keys: keys, help: help)
    }
    let width = max(context.size.width - 2, 1)
    let lines = ReaderLayout.lines(
      page, width: width, language: language, date: ArticleReaderScreen.date(page.article.publishedAt, context))
    lineCount = lines.count
    visibleRows = max(context.size.height - 1, 1)
    top = min(max(top, 0), max(lineCount - visibleRows, 0))
    let shown = lines.dropFirst(top).prefix(visibleRows).map { line in
      View.line([Span(line.text, Self.role(line.role))])
    }
    let status: ScreenStatus =
      actions.notice?.status(language)
      ?? .note(NewsStrings.readerPosition(line: min(top + 1, lineCount), of: lineCount, language))
    let body = View.column([
      View.column(Array(shown)).padding(horizontal: 1).frame(height: .fill(1)),
      View.status(status, tick: context.tick),
    ])
    return ScreenFrame(title: title, body: body, keys: keys, help: help)
  }

  private static func role(_ role: ReaderLayout.Line.Role) -> StyleRole {
    switch role {
    case .title, .heading: .heading
    case .meta, .quote: .secondary
    case .link: .accent
    case .note: .warning
    case .body, .blank: .body
    }
  }

  /// `2026-11-20 08:30` in the pane's time zone.
  static func date(_ date: Date, _ context: RenderContext) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.down), .key(.character("j")), .wheel(false, _): scroll(to: top + 1)
    case .key(.up), .key(.character("k")), .wheel(true, _): scroll(to: top - 1)
    case .key(.pageDown), .key(.character(" ")): scroll(to: top + max(visibleRows - 1, 1))
    case .key(.pageUp): scroll(to: top - max(visibleRows - 1, 1))
    case .key(.character("g")), .key(.home): scroll(to: 0)
    case .key(.character("G")), .key(.end): scroll(to: lineCount)
    case .key(.character("o")): actions.open(model.article)
    case .key(.character("y")): actions.share(model.article)
    default: return false
    }
    return true
  }

  private func scroll(to line: Int) {
    actions.notice = nil
    top = min(max(line, 0), max(lineCount - visibleRows, 0))
  }

  func willAppear() {
    let model = self.model
    tasks.run { await model.load() }
  }

  func removed() { tasks.cancelAll() }
  var isAnimating: Bool { model.page == nil }
  func settle() async {
    await tasks.settle()
    await actions.settle()
  }
}
