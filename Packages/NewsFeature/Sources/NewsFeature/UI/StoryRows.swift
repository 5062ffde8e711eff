import Core
import Foundation

/// What a news list shows when it groups stories (issue 22): each story's lead marked "+N sources ▸", and the
/// other sources of an expanded story ("▾") under it, marked "↳". `x` expands and folds the selected story.
struct StoryRows {
  /// One row: the article, the id of the story's lead, and the mark drawn on its byline.
  struct Row: Sendable, Equatable {
    let item: ArticleItem
    let lead: String
    let mark: String?
  }

  let rows: [Row]

  /// The rows of `items` grouped by story, the stories whose lead's id is in `expanded` opened.
  init(_ items: [ArticleItem], expanded: Set<String>, language: Language) {
    var rows: [Row] = []
    for story in ArticleStory.stories(items) {
      let lead = story.lead.id
      guard !story.related.isEmpty else {
        rows.append(Row(item: story.lead, lead: lead, mark: nil))
        continue
      }
      let open = expanded.contains(lead)
      let more = NewsStrings.moreSources(story.related.count, language) + (open ? " ▾" : " ▸")
      rows.append(Row(item: story.lead, lead: lead, mark: more))
      if open { rows += story.related.map { Row(item: $0, lead: lead, mark: "↳") } }
    }
    self.rows = rows
  }

  var items: [ArticleItem] { rows.map(\.item) }
  var marks: [String?] { rows.map(\.mark) }

  /// `expanded` with the story of row `index` opened, or folded when it was open.
  func toggling(_ index: Int, in expanded: Set<String>) -> Set<String> {
    guard rows.indices.contains(index), rows.contains(where: { $0.lead == rows[index].lead && $0.mark != nil })
    else { return expanded }
    var expanded = expanded
    let lead = rows[index].lead
    if expanded.contains(lead) { expanded.remove(lead) } else { expanded.insert(lead) }
    return expanded
  }

  /// The row of the lead of row `index`'s story (where the selection goes when the story folds).
  func leadRow(of index: Int) -> Int {
    guard rows.indices.contains(index) else { return index }
    return rows.firstIndex { $0.item.id == rows[index].lead } ?? index
  }
}

/// What a list that groups stories keeps between frames: the stories opened (their leads' ids) and the rows last
/// worked out, which are worked out again only when the articles, the opened stories or the language change. The
/// News tab, the news search and the Saved tab each keep one, so the three group, mark and open stories alike.
struct StoryFolds {
  /// The stories opened: their leads' ids.
  private(set) var expanded: Set<String> = []
  private var cache: (items: [ArticleItem], expanded: Set<String>, language: Language, rows: StoryRows)?

  /// The rows of `items`, one per story, an opened story's other sources under it.
  mutating func rows(_ items: [ArticleItem], language: Language) -> StoryRows {
    if let cache, cache.items == items, cache.expanded == expanded, cache.language == language { return cache.rows }
    let rows = StoryRows(items, expanded: expanded, language: language)
    cache = (items, expanded, language, rows)
    return rows
  }

  /// Opens the story of row `index` of `rows`, or folds it when it was open; returns the row the selection goes to
  /// (the story's lead, which stays where it was).
  mutating func toggle(_ index: Int, in rows: StoryRows) -> Int {
    expanded = rows.toggling(index, in: expanded)
    return rows.leadRow(of: index)
  }
}
