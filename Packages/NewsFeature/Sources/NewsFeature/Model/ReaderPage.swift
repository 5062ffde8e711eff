import ArticleExtraction
import DataLayer
import Foundation
import Models

/// An article's page in the reader: the listing's title, source, author, date and picture, and either the text
/// extracted from the article's web page or — when that failed or the page refused — NewsAPI's description and
/// content snippet with the reason.
///
/// ```swift
/// let page = await ArticleReader(fetcher: .embedded(), saved: .inMemory(), readMarks: .inMemory()).read(article)
/// page.blocks        // the article's text, or the description and snippet
/// page.failure       // nil, or why the page could not be read (its message is one sentence)
/// ```
struct ReaderPage: Sendable, Equatable {
  let article: Article
  /// What the article's page gave; `nil` when ``failure`` says why not.
  let extracted: ExtractedArticle?
  let failure: ExtractionError?
  /// Whether the text is the one kept with the saved article (read without a request).
  var isKept = false

  /// The author: NewsAPI's, else the page's byline.
  var author: String? { article.author ?? extracted?.byline }
  /// The picture: NewsAPI's, else the page's lead picture.
  var picture: URL? { article.urlToImage ?? extracted?.leadImage }

  /// The text to read: the page's blocks, or NewsAPI's description and content snippet (without NewsAPI's
  /// `… [+N chars]` tail) when the page could not be read.
  var blocks: [ArticleBlock] {
    if let extracted { return extracted.blocks }
    return [article.description, Self.snippet(article.content)].compactMap { text in
      guard let text, !text.isEmpty else { return nil }
      return .paragraph(text: text, links: [])
    }
  }

  var links: [ArticleLink] { extracted?.links ?? [] }

  /// NewsAPI's content without its `… [+1234 chars]` tail, which counts what the free plan leaves out.
  static func snippet(_ content: String?) -> String? {
    guard let content else { return nil }
    guard let tail = content.range(of: #"…? ?\[\+\d+ chars\]$"#, options: .regularExpression) else { return content }
    let kept = content[..<tail.lowerBound].trimmingCharacters(in: .whitespaces)
    return kept.isEmpty ? nil : kept + "…"
  }
}

/// Reads an article's page with an ``ArticlePageFetcher`` and turns a failure into the fallback page: never
/// throws, so the reader always has something to show. A saved article whose text is kept reads from the saved
/// copy, without a request (offline too); a saved article read for the first time keeps the text it got. Every
/// article read is marked read in `readMarks`.
struct ArticleReader: Sendable {
  let fetcher: ArticlePageFetcher
  let saved: SavedArticlesClient
  let readMarks: ReadArticlesClient

  /// The short ids of the articles read; none when the marks cannot be read (a list still shows).
  func readIDs() async -> Set<String> {
    (try? await readMarks.readIDs()) ?? []
  }

  func read(_ article: Article) async -> ReaderPage {
    // A mark that cannot be written leaves the article unmarked; the page still shows.
    _ = try? await readMarks.markRead(article.shortID)
    let stored = try? await saved.find(article.shortID)
    if let body = stored?.body, let kept = Self.kept(body) {
      return ReaderPage(article: article, extracted: kept, failure: nil, isKept: true)
    }
    let page = await fetch(article)
    if stored != nil, let extracted = page.extracted {
      _ = try? await saved.storeBody(article.shortID, extracted.plainText)
    }
    return page
  }

  /// Reads `article`'s page and keeps its text with the saved article, for reading offline and for search.
  ///
  /// - Returns: `nil` when the text is kept, else why not (the page refused, or the write failed).
  func keepText(of article: Article) async -> (any Error)? {
    let page = await fetch(article)
    guard let extracted = page.extracted else {
      return page.failure ?? ExtractionError(.noArticleFound, url: article.url)
    }
    do {
      _ = try await saved.storeBody(article.shortID, extracted.plainText)
      return nil
    } catch {
      return error
    }
  }

  /// The kept text as the reader's blocks: one paragraph per blank-line-separated part; `nil` when blank.
  static func kept(_ body: String) -> ExtractedArticle? {
    let paragraphs = body.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
    guard !paragraphs.isEmpty else { return nil }
    return ExtractedArticle(blocks: paragraphs.map { .paragraph(text: $0, links: []) })
  }

  private func fetch(_ article: Article) async -> ReaderPage {
    do {
      let extracted = try await fetcher.fetch(article.url)
      guard extracted.blocks.contains(where: { !$0.text.isEmpty }) else {
        return ReaderPage(
          article: article, extracted: nil, failure: ExtractionError(.noArticleFound, url: article.url))
      }
      return ReaderPage(article: article, extracted: extracted, failure: nil)
    } catch let error as ExtractionError {
      return ReaderPage(article: article, extracted: nil, failure: error.about(error.url ?? article.url))
    } catch is CancellationError {
      return ReaderPage(
        article: article, extracted: nil, failure: ExtractionError(.timeout, url: article.url, limit: 0))
    } catch {
      return ReaderPage(
        article: article, extracted: nil,
        failure: ExtractionError(.unreachable, url: article.url, value: String(describing: error)))
    }
  }
}
