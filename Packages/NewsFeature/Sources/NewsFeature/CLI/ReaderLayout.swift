import ArticleExtraction
import Core
import CoreCLI
import Foundation
import Models

/// An article's reader page as lines at a width, for `mosaic news read` and the app's reader screen alike:
/// the title, the source, author and date, the picture and the id, then — when the page could not be read —
/// the reason in one sentence, then the text wrapped (quotes marked `│`, list items `•` or `N.`, each block's
/// links as `[N]`), then the links numbered at the end. Every string is cleaned on the way (``TerminalText``).
///
/// ```swift
/// for line in ReaderLayout.lines(page, width: 80, language: .english, date: "2026-11-20 08:30") {
///   print(line.text)
/// }
/// ```
enum ReaderLayout {
  struct Line: Hashable, Sendable {
    enum Role: Hashable, Sendable {
      case title, meta, heading, body, quote, link, note, blank
    }

    let text: String
    let role: Role

    static let blank = Line(text: "", role: .blank)
  }

  static func lines(_ page: ReaderPage, width: Int, language: Language, date: String) -> [Line] {
    let width = max(width, 20)
    let article = page.article
    var lines = wrap(article.title, width: width, role: .title)
    let byline = ([article.source.name] + (page.author.map { [$0] } ?? []) + [date]).map(TerminalText.line)
    lines += wrap(byline.joined(separator: " · "), width: width, role: .meta)
    if let picture = page.picture {
      lines.append(
        Line(text: TerminalText.fit(NewsStrings.readerPicture(picture, language), width: width), role: .meta))
    }
    lines.append(
      Line(text: TerminalText.fit(article.shortID + "  " + article.url.absoluteString, width: width), role: .meta))
    lines.append(.blank)
    if let failure = page.failure {
      lines += wrap(NewsStrings.readerFallback(failure.message(in: language), language), width: width, role: .note)
      lines.append(.blank)
    }
    for (index, block) in page.blocks.enumerated() {
      lines += self.block(block, width: width, language: language)
      // A list's items stand together; every other block ends with a blank line.
      let next = page.blocks.indices.contains(index + 1) ? page.blocks[index + 1] : nil
      if case .listItem = block, case .listItem = next { continue }
      lines.append(.blank)
    }
    if page.blocks.isEmpty {
      lines += wrap(NewsStrings.readerNothing(language), width: width, role: .note)
      lines.append(.blank)
    }
    if !page.links.isEmpty {
      lines.append(Line(text: NewsStrings.readerLinks(language), role: .heading))
      for link in page.links {
        lines += wrap(
          link.text + " — " + link.url.absoluteString, width: width, role: .link, lead: "[\(link.number)] ")
      }
    }
    while lines.last == .blank { lines.removeLast() }
    return lines
  }

  private static func block(_ block: ArticleBlock, width: Int, language: Language) -> [Line] {
    let marks = block.links.map { "[\($0)]" }.joined()
    let words = marks.isEmpty ? block.text : block.text + " " + marks
    switch block {
    case .heading:
      return wrap(words, width: width, role: .heading)
    case .paragraph:
      return wrap(words, width: width, role: .body)
    case .listItem(let ordinal, _, _):
      let bullet = ordinal.map { "\($0). " } ?? "• "
      return wrap(words, width: width, role: .body, lead: bullet)
    case .quote:
      return TerminalText.wrap(words, width: width - 2).map { Line(text: "│ " + $0, role: .quote) }
    case .preformatted(let text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).map {
        Line(text: TerminalText.fit(String($0), width: width), role: .body)
      }
    case .image(let url, let caption):
      let text = NewsStrings.readerImage(caption: caption, url: url, language)
      return wrap(text, width: width, role: .meta)
    }
  }

  /// `text` wrapped to `width`; with a `lead` (a bullet, a number), the lead on the first line and the others
  /// indented as far.
  private static func wrap(_ text: String, width: Int, role: Line.Role, lead: String = "") -> [Line] {
    let indent = String(repeating: " ", count: lead.count)
    return TerminalText.wrap(text, width: max(width - lead.count, 1)).enumerated().map { index, line in
      Line(text: (index == 0 ? lead : indent) + line, role: role)
    }
  }
}
