import Models

/// The word lists one category's articles are written from, in one language: headline, description
/// and body templates with `{slot}` placeholders, and the words for each slot.
struct NewsWords {
  let headlines: [String]
  let descriptions: [String]
  let bodies: [String]
  /// The category's own slots and ``sharedSlots``.
  let slots: [String: [String]]

  init(headlines: [String], descriptions: [String], bodies: [String], slots: [String: [String]]) {
    self.headlines = headlines
    self.descriptions = descriptions
    self.bodies = bodies
    self.slots = slots.merging(Self.sharedSlots) { own, _ in own }
  }

  /// The words for `category` in `language` (`en` or `de`), falling back to English.
  static func words(for category: NewsCategory, language: String) -> NewsWords {
    if language == "de", let german = german(category) {
      return german
    }
    return english(category)
  }

  /// Slots every template may use.
  static let sharedSlots: [String: [String]] = [
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    "wochentag": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
    "year": ["2027"],
  ]

  /// Sentences that continue any article body, by language, so every body runs past NewsAPI's 200
  /// characters of content.
  static let closers: [String: [String]] = [
    "en": [
      "A spokesperson declined to comment further when contacted by phone.",
      "More details are expected to be announced in the coming days.",
      "The full report is due to be published later this month.",
    ],
    "de": [
      "Weitere Einzelheiten sollen in den kommenden Tagen bekannt gegeben werden.",
      "Eine Sprecherin wollte sich auf Anfrage nicht weiter äußern.",
    ],
  ]

  private static func english(_ category: NewsCategory) -> NewsWords {
    switch category {
    case .business: englishBusiness
    case .entertainment: englishEntertainment
    case .general: englishGeneral
    case .health: englishHealth
    case .science: englishScience
    case .sports: englishSports
    case .technology: englishTechnology
    }
  }

  private static func german(_ category: NewsCategory) -> NewsWords? {
    switch category {
    case .business: germanBusiness
    case .general: germanGeneral
    case .science: germanScience
    case .technology: germanTechnology
    case .entertainment, .health, .sports: nil
    }
  }
}
