import Core
import CoreUI
import Foundation
import Models

/// Articles as rows of a list, in the seed's layout: every fourth article larger (its picture, when the
/// list draws pictures, beside its title, source and description), the others one line each, with a
/// separator between them. Each row is tagged `article:INDEX` for clicks; the selected one is drawn selected. An
/// article in `read` (opened in the reader) has its title in the secondary color.
@MainActor
enum ArticleRows {
  /// The rows of `articles`, and the list row where each article starts. With `columns`, a larger article
  /// that has an image shows it `columns` wide at its left: the picture from `pictures` once loaded, its
  /// source's name until then.
  static func rows(
    _ articles: [(article: Article, isSaved: Bool)], selected: Int, timeZone: TimeZone,
    pictures: ArticlePictures? = nil, columns: Int? = nil, read: Set<String> = [], marks: [String?] = []
  ) -> (rows: [View], starts: [Int]) {
    var rows: [View] = []
    var starts: [Int] = []
    for (index, entry) in articles.enumerated() {
      if index > 0 { rows.append(.separator) }
      starts.append(rows.count)
      var view = row(
        entry.article, isSaved: entry.isSaved, isRead: read.contains(entry.article.shortID), large: isLarge(index),
        timeZone: timeZone, mark: marks.indices.contains(index) ? marks[index] : nil)
      if isLarge(index), let pictures, let columns, entry.article.urlToImage != nil {
        let picture = View.picture(
          pictures.picture(for: entry.article, columns: columns), fit: .fill, fallback: entry.article.source.name
        )
        .padding(horizontal: 1).frame(width: .fixed(columns + 2), height: .fixed(ArticlePictures.rows))
        view = View.row([picture, view.frame(width: .fill(1))])
      }
      view = view.tagged("article:\(index)")
      if index == selected { view = view.styled(.selection) }
      rows.append(view)
    }
    return (rows, starts)
  }

  /// The list of `articles` in `width`×`visible` cells, scrolled from `firstRow` just enough to show the
  /// article `reveal`, with the pictures of the larger articles that show asked of `pictures` (when it draws
  /// any at this width and theme) and the next ones prefetched.
  static func list(
    _ articles: [(article: Article, isSaved: Bool)], selected: Int, reveal: Int, firstRow: inout Int,
    width: Int, visible: Int, context: RenderContext, pictures: ArticlePictures?, read: Set<String> = [],
    marks: [String?] = []
  ) -> View {
    guard !articles.isEmpty else {
      pictures?.show([], shown: 0...0, columns: nil)
      return View.list([])
    }
    pictures?.perCell = context.pixelsPerCell
    let columns = pictures?.columns(width: width, usesColor: context.showsPictures)
    let list = rows(
      articles, selected: selected, timeZone: context.timeZone, pictures: pictures, columns: columns, read: read,
      marks: marks)
    let heights = list.rows.map { max($0.fittingHeight(width: width), 1) }
    let reveal = min(max(reveal, 0), list.starts.count - 1)
    firstRow = ListScroll.first(revealing: list.starts[reveal], from: firstRow, heights: heights, visible: visible)
    pictures?.show(
      articles.map(\.article), shown: shown(starts: list.starts, heights: heights, first: firstRow, visible: visible),
      columns: columns)
    return View.list(list.rows, first: firstRow)
  }

  /// Whether the article at `index` is drawn larger: every fourth, from the first.
  static func isLarge(_ index: Int) -> Bool { index % 4 == 0 }

  /// The articles a list shows from row `first` in `visible` rows, given where each article starts and every
  /// row's height.
  static func shown(starts: [Int], heights: [Int], first: Int, visible: Int) -> ClosedRange<Int> {
    guard !starts.isEmpty else { return 0...0 }
    var last = first
    var used = 0
    while last < heights.count, used < visible {
      used += heights[last]
      last += 1
    }
    let from = (starts.lastIndex { $0 <= first }) ?? 0
    let to = (starts.lastIndex { $0 < max(last, first + 1) }) ?? from
    return from...max(from, to)
  }

  /// The article index a click's tag names.
  static func index(_ tag: String) -> Int? {
    tag.hasPrefix("article:") ? Int(tag.dropFirst(8)) : nil
  }

  private static func row(
    _ article: Article, isSaved: Bool, isRead: Bool, large: Bool, timeZone: TimeZone, mark story: String? = nil
  ) -> View {
    let mark = isSaved ? Span("● ", .accent) : Span("○ ", .secondary)
    let byline = Span("  " + article.source.name + " · " + day(article.publishedAt, timeZone: timeZone), .secondary)
    // "+2 sources ▸" on a story's lead, "↳" on its other sources (see StoryRows): before a one-line row's title,
    // so a narrow terminal still shows it, and on a larger row's byline.
    guard large else {
      let before = story.map { [Span($0 + " ", .accent)] } ?? []
      return View.line([mark] + before + [Span(article.title, isRead ? .secondary : .body), byline])
        .padding(horizontal: 1)
    }
    let stories = story.map { [Span("  " + $0, .accent)] } ?? []
    var lines = [
      View.line([mark, Span(article.title, isRead ? .secondary : .heading)]), View.line([byline] + stories),
    ]
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
