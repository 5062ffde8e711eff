import Models

extension NewsWords {
  /// These words with `extra`'s templates and slot words added: how ``EmbeddedNewsCatalog/reader`` writes
  /// about Apple, acquisitions and takeovers (its Apple feed and the saved-article search need them)
  /// without changing a word of ``EmbeddedNewsCatalog/standard``.
  func adding(_ extra: NewsWords?) -> NewsWords {
    guard let extra else { return self }
    return NewsWords(
      headlines: headlines + extra.headlines, descriptions: descriptions + extra.descriptions,
      bodies: bodies + extra.bodies, slots: slots.merging(extra.slots) { own, added in own + added })
  }

  /// What ``EmbeddedNewsCatalog/reader`` adds to the words of `category` in `language`.
  static func readerAdditions(for category: NewsCategory, language: String) -> NewsWords? {
    switch (category, language) {
    case (.business, "en"):
      NewsWords(
        headlines: ["Apple suppliers {move} as {news}", "{company} weighs acquisition of {rival}"],
        descriptions: ["The acquisition is expected to close next year, pending approval from regulators."],
        bodies: [], slots: [:])
    case (.technology, "en"):
      NewsWords(
        headlines: ["{company} takes on Apple with {product}", "Apple shows {product} with {feature}"],
        descriptions: ["Apple is expected to answer with its own device before the holidays."],
        bodies: [], slots: ["company": ["Apple"]])
    case (.business, "de"):
      NewsWords(
        headlines: ["Übernahme: {firma} greift nach {rivale}"],
        descriptions: ["Die Übernahme muss noch von den Kartellbehörden genehmigt werden."],
        bodies: [], slots: [:])
    case (.technology, "de"):
      NewsWords(
        headlines: ["Apple-Zulieferer {firma} meldet Rekordumsatz"],
        descriptions: ["Die Übernahme des Zulieferers durch Apple sorgt in der Branche für Gesprächsstoff."],
        bodies: [], slots: ["firma": ["Apple"]])
    default:
      nil
    }
  }
}
