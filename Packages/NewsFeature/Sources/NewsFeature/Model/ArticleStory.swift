import Foundation
import Models

/// One story of a list: the article that leads it (the first the list has of it) and the same story from
/// other sources, grouped by ``StoryGrouping``.
struct ArticleStory: Sendable, Equatable {
  let lead: ArticleItem
  let related: [ArticleItem]

  /// `items` grouped by story, in list order.
  static func stories(_ items: [ArticleItem], grouping: StoryGrouping = StoryGrouping()) -> [ArticleStory] {
    let headlines = items.map { StoryGrouping.Headline(title: $0.article.title, source: $0.article.source.name) }
    return grouping.groups(headlines).map { group in
      ArticleStory(lead: items[group[0]], related: group.dropFirst().map { items[$0] })
    }
  }
}
