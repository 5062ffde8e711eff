/// The sentences ``ArticleTextWriter`` writes an embedded article's page with, in English and German.
struct ArticleTextWords {
  let paragraphs: [String]
  let headings: [String]
  let quotes: [String]
  let endings: [String]
  let earlierReport: String
  let statement: String

  /// The words for `language` (`de`, else English).
  static func words(for language: String) -> ArticleTextWords {
    language == "de" ? german : english
  }

  static let english = ArticleTextWords(
    paragraphs: [
      "People familiar with the matter said the decision had been weeks in the making, and that the board met "
        + "twice before agreeing on the timing.",
      "Analysts were divided on what it means for the rest of the year: some called it overdue, others warned "
        + "that the costs would show up in the next quarter's figures.",
      "The announcement follows months of speculation, {source} has learned, and several of those involved said "
        + "they had expected a different outcome.",
      "Regulators have not yet commented, though a filing is expected before the end of the month, according "
        + "to two people who asked not to be named.",
      "Competitors reacted cautiously; one executive said the industry would be watching the first results "
        + "closely before drawing conclusions.",
    ],
    headings: ["What happens next", "The background", "What it means", "The reaction"],
    quotes: [
      "“We did not take this lightly, and we believe it is the right step for the long term.”",
      "“It is too early to say whether this will change anything for customers.”",
      "“The numbers speak for themselves, but the real test comes next year.”",
    ],
    endings: [
      "This is a developing story and will be updated.",
      "Additional reporting by the newsroom.",
      "Reporting continues; corrections can be sent to the editors.",
    ],
    earlierReport: "{source}'s earlier coverage", statement: "the full statement")

  static let german = ArticleTextWords(
    paragraphs: [
      "Nach Angaben von Personen, die mit der Sache vertraut sind, wurde die Entscheidung über Wochen "
        + "vorbereitet; der Vorstand tagte zweimal, bevor er sich auf den Zeitpunkt einigte.",
      "Analysten bewerten die Folgen für den Rest des Jahres unterschiedlich: Manche nennen den Schritt "
        + "überfällig, andere warnen vor Kosten im nächsten Quartal.",
      "Der Ankündigung gingen monatelange Spekulationen voraus, wie {source} erfuhr; mehrere Beteiligte hatten "
        + "mit einem anderen Ergebnis gerechnet.",
      "Die Aufsichtsbehörden äußerten sich zunächst nicht; eine Stellungnahme wird bis zum Monatsende erwartet.",
      "Wettbewerber reagierten zurückhaltend; man wolle die ersten Ergebnisse abwarten, hieß es aus der Branche.",
    ],
    headings: ["Wie es weitergeht", "Der Hintergrund", "Was das bedeutet", "Die Reaktionen"],
    quotes: [
      "„Wir haben uns diese Entscheidung nicht leicht gemacht und halten sie langfristig für richtig.“",
      "„Ob sich für die Kundschaft etwas ändert, lässt sich heute noch nicht sagen.“",
      "„Die Zahlen sprechen für sich, aber die eigentliche Probe kommt im nächsten Jahr.“",
    ],
    endings: [
      "Dieser Artikel wird laufend aktualisiert.",
      "Mitarbeit: die Redaktion.",
      "Die Berichterstattung wird fortgesetzt; Hinweise nimmt die Redaktion entgegen.",
    ],
    earlierReport: "der bisherigen Berichterstattung von {source}", statement: "der vollständigen Erklärung")
}
