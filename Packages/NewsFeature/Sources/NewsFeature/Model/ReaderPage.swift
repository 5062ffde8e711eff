import ArticleExtraction
import Foundation
import Models

/// An article's page in the reader: the listing's title, source, author, date and picture, and either the text
/// extracted from the article's web page or — when that failed or the page refused — NewsAPI's description and
/// content snippet with the reason.
///
/// ```swift
/// let page = await ArticleReader(fetcher: .embedded()).read(article)
/// page.blocks        // the article's text, or the description and snippet
/// page.failure       // nil, or why the page could not be read (its message is one sentence)
/// ```
struct ReaderPage: Sendable, Equatable {
  let article: Article
  /// What the article's page gave; `nil` when ``failure`` says why not.
  let extracted: ExtractedArticle?
  let failure: ExtractionError?

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
/// throws, so the reader always has something to show.
struct ArticleReader: Sendable {
  let fetcher: ArticlePageFetcher

  func read(_ article: Article) async -> ReaderPage {
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
