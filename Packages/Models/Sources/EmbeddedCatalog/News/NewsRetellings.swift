import Foundation
import Models

/// The reader catalog's retellings: an article that tells the story of a newer one from another source,
/// titled as NewsAPI titles it (`"TITLE - Source Name"`), so the offline feeds show the same story from
/// several sources as real headlines do (issue 22, stories). Only the title (and the address made from it)
/// changes; every other draw of the article is the walk's.
enum NewsRetellings {
  /// Article index → the index of the newer article whose story it retells (never itself a retelling). Article
  /// 14 (The Wall Street Journal) retells article 1 (the business feed's newest, another source).
  static let reader: [Int: Int] = [14: 1]

  /// The title article `index` of a catalog of `count` articles takes, given how to write another article's
  /// drawn title; `nil` when it keeps its own.
  static func title(
    of index: Int, count: Int, wording: NewsFactory.Wording, source: NewsSource, drawnTitle: (Int) -> String
  ) -> String? {
    guard wording == .reader, let retold = reader[index], retold < count, index < count else { return nil }
    return drawnTitle(retold) + " - " + source.name
  }
}
