import Core
import CoreUI
import Foundation
import Models

/// Articles as rows of a list, in the seed's layout: every fourth article larger (its title, source and
/// description), the others one line each, with a separator between them. Each row is tagged
/// `article:INDEX` for clicks; the selected one is drawn selected.
enum ArticleRows {
  /// The rows of `articles`, and the list row where each article starts.
  static func rows(
    _ articles: [(article: Article, isSaved: Bool)], selected: Int, timeZone: TimeZone
  ) -> (rows: [View], starts: [Int]) {
    var rows: [View] = []
    var starts: [Int] = []
    for (index, entry) in articles.enumerated() {
      if index > 0 { rows.append(.separator) }
      starts.append(rows.count)
      var view = row(entry.article, isSaved: entry.isSaved, large: index % 4 == 0, timeZone: timeZone)
        .tagged("article:\(index)")
      if index == selected { view = view.styled(.selection) }
      rows.append(view)
    }
    return (rows, starts)
  }

  /// The article index a click's tag names.
  static func index(_ tag: String) -> Int? {
    tag.hasPrefix("article:") ? Int(tag.dropFirst(8)) : nil
  }

  private static func row(_ article: Article, isSaved: Bool, large: Bool, timeZone: TimeZone) -> View {
    let mark = isSaved ? Span("● ", .accent) : Span("○ ", .secondary)
    let byline = Span("  " + article.source.name + " · " + day(article.publishedAt, timeZone: timeZone), .secondary)
    guard large else {
      return View.line([mark, Span(article.title, .body), byline]).padding(horizontal: 1)
    }
    var lines = [View.line([mark, Span(article.title, .heading)]), View.line([byline])]
    if let description = article.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty {
      lines.append(View.paragraph(String(description.prefix(400))).padding(horizontal: 2))
    }
    return View.column(lines).padding(horizontal: 1)
  }

  /// `2026-11-20` in `timeZone`.
  static func day(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
