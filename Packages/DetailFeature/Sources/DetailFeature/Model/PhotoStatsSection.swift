import Core
import Models

/// Where the photo was taken, how often it was viewed and downloaded, and its tags: one field each with a
/// stable id, only those the photo has; a sentence when it has none.
struct PhotoStatsSection: SectionProvider {
  enum Field: String, CaseIterable {
    case location, views, downloads, tags
  }

  static let id = "detail.stats"
  static let order = 15

  func title(in language: Language) -> String? { DetailStrings.stats(language) }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let facts = PhotoFacts(photo)
    let values: [(Field, String?)] = [
      (.location, facts.location),
      (.views, facts.views.map { DetailStrings.count($0, language) }),
      (.downloads, facts.downloads.map { DetailStrings.count($0, language) }),
      (.tags, facts.tags.isEmpty ? nil : Self.list(facts.tags)),
    ]
    let items = values.compactMap { field, value in
      value.map {
        SectionItem(id: field.rawValue, content: .field(label: DetailStrings.label(field, language), value: $0))
      }
    }
    return items.isEmpty ? [SectionItem(id: "none", content: .text(DetailStrings.noStats(language)))] : items
  }

  /// `tags` joined by ", ", as `joined(separator:)` joins them. A loop: the standard library's `joined` ran
  /// unspecialized for `[String]`, and its first use on a photo page looked a conformance up by scanning every
  /// conformance record of the binary (0.35 M instructions; PROJECT_PLAN.md, "Issue 23 — start-up, ninth part").
  static func list(_ tags: [String]) -> String {
    var text = ""
    for index in tags.indices {
      if index > tags.startIndex { text += ", " }
      text += tags[index]
    }
    return text
  }
}
