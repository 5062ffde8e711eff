import Foundation
import Models
import Synchronization

/// The articles of an ``EmbeddedNewsCatalog``, each built the first time it is asked for (from its
/// ``NewsFactory/Checkpoint``) and kept, behind a lock so concurrent readers build an article once.
///
/// What a feed filters and sorts by (source, category, country, language, date, popularity) comes from
/// the checkpoints, so listing one page of a feed builds that page's articles alone. The lowercased text
/// a query matches is built for every article on the first search.
///
/// The articles built are kept in a ``BuiltByPosition``, not an optional slot per article.
final class NewsShelf: Sendable {
  private struct State {
    /// The articles built so far, by position.
    var articles: BuiltByPosition<Article>
    var texts: [NewsSearchText]?
  }

  let sources: [NewsSource]
  let checkpoints: [NewsFactory.Checkpoint]
  /// The host of each source's site, which is the host of every article URL of that source.
  let hosts: [String?]
  let wording: NewsFactory.Wording
  private let state: Mutex<State>

  /// `built`, when given, holds every article already (the eager catalog).
  init(sources: [NewsSource], checkpoints: [NewsFactory.Checkpoint], wording: NewsFactory.Wording, built: [Article]?) {
    self.sources = sources
    self.checkpoints = checkpoints
    self.wording = wording
    hosts = sources.map { $0.url.host?.lowercased() }
    let articles = built.map { BuiltByPosition(all: $0) } ?? BuiltByPosition(positions: checkpoints.count)
    state = Mutex(State(articles: articles, texts: nil))
  }

  var count: Int { checkpoints.count }

  /// The source of article `index`.
  func source(_ index: Int) -> NewsSource { sources[checkpoints[index].source] }

  /// The articles at `indices`, in that order, building those not built yet.
  func articles(_ indices: some Collection<Int>) -> [Article] {
    state.withLock { state in
      var result: [Article] = []
      result.reserveCapacity(indices.count)
      for index in indices {
        result.append(Self.article(index, in: &state, self))
      }
      return result
    }
  }

  /// The search text of article `index`, building every article and its text on the first call.
  func searchText(_ index: Int) -> NewsSearchText {
    state.withLock { state in
      if let texts = state.texts { return texts[index] }
      let texts = checkpoints.indices.map { NewsSearchText(Self.article($0, in: &state, self)) }
      state.texts = texts
      return texts[index]
    }
  }

  /// How many articles are built (for tests).
  var builtCount: Int { state.withLock { $0.articles.count } }

  /// How many articles the shelf has room for without growing (for tests: it grows with the articles built, not
  /// with ``count``).
  var reservedCount: Int { state.withLock { $0.articles.capacity } }

  private static func article(_ index: Int, in state: inout State, _ shelf: NewsShelf) -> Article {
    if let article = state.articles[index] { return article }
    let article = shelf.written(index).article
    state.articles[index] = article
    return article
  }

  /// Article `index` and its whole body, built alone; a retelling (``NewsRetellings``) takes the title of the
  /// story it retells.
  func written(_ index: Int) -> (article: Article, body: String) {
    let title = NewsRetellings.title(of: index, count: count, wording: wording, source: source(index)) {
      NewsFactory.written($0, from: checkpoints[$0], sources: sources, wording: wording).article.title
    }
    return NewsFactory.written(index, from: checkpoints[index], sources: sources, wording: wording, retitled: title)
  }
}
