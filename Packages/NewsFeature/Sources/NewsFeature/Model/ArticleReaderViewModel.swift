import Foundation
import Models
import Observation

/// The reader screen's view model: loads the article's page once and keeps it; `o` and `s` go through the
/// screen's ``ArticleActions``.
///
/// ```swift
/// let model = ArticleReaderViewModel(article: article, reader: ArticleReader(fetcher: .embedded(), saved: saved, readMarks: read))
/// await model.load()
/// model.page?.blocks
/// ```
@MainActor @Observable
final class ArticleReaderViewModel {
  let article: Article
  private(set) var page: ReaderPage?
  @ObservationIgnored private let reader: ArticleReader

  init(article: Article, reader: ArticleReader) {
    self.article = article
    self.reader = reader
  }

  /// Reads the page unless it was read already.
  func load() async {
    guard page == nil else { return }
    page = await reader.read(article)
  }
}
