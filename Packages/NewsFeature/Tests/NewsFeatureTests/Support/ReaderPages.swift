import ArticleExtraction
import Foundation
import Synchronization

/// Article pages for the reader's tests: a page with a heading, a list, a quote and two links, a fetcher that
/// serves it for every address (recording each), one that refuses with an ``ExtractionError``, and one whose
/// page has no text.
enum ReaderPages {
  static let story = ExtractedArticle(
    title: "The page's own title", byline: "Page Author", published: "2026-11-20",
    leadImage: URL(string: "https://news.example/lead.jpg"),
    blocks: [
      .paragraph(
        text: "Markets rallied on Thursday as central banks held rates, and traders who had bet on a cut "
          + "unwound their positions over the afternoon, according to the exchange's figures.", links: [1]),
      .heading(level: 2, text: "What comes next", links: []),
      .listItem(ordinal: nil, text: "Rates stay where they are until spring.", links: []),
      .listItem(ordinal: 2, text: "The next meeting is in January.", links: [2]),
      .quote(text: "We will act when the data tell us to, and not before.", links: []),
      .paragraph(text: "The closing paragraph.", links: []),
    ],
    links: [
      ArticleLink(number: 1, text: "the exchange's figures", url: address("https://exchange.example/figures")),
      ArticleLink(number: 2, text: "next meeting", url: address("https://bank.example/calendar")),
    ])

  /// Serves ``story`` for every address and records the addresses asked for.
  final class Recording: Sendable {
    private let asked = Mutex<[URL]>([])
    var urls: [URL] { asked.withLock { $0 } }

    var fetcher: ArticlePageFetcher {
      ArticlePageFetcher { [self] url in
        asked.withLock { $0.append(url) }
        return ReaderPages.story
      }
    }
  }

  /// A URL the test writes out whole (never `nil`; a typo shows up as an empty host, not a trap).
  static func address(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }

  static func refusing(_ error: ExtractionError) -> ArticlePageFetcher {
    ArticlePageFetcher { _ in throw error }
  }

  static let blank = ArticlePageFetcher { _ in ExtractedArticle(title: "Nothing", blocks: []) }
}
