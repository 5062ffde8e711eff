import Foundation
import Models

/// The publications of the news catalog: English and German, from the US, Britain and Germany, at
/// least one for every category.
enum NewsSourceList {
  static let all: [NewsSource] = [
    source(
      "the-ledger", "The Ledger", "Markets, companies and the economy, reported from Wall Street.",
      "https://www.theledger.example", .business, "en", "us"),
    source(
      "harbour-street-journal", "Harbour Street Journal", "Business and finance news from the City of London.",
      "https://harbourstreet.example", .business, "en", "gb"),
    source(
      "der-marktbericht", "Der Marktbericht", "Wirtschaft, Börse und Unternehmen aus Frankfurt.",
      "https://www.marktbericht.example", .business, "de", "de"),
    source(
      "silver-screen-daily", "Silver Screen Daily", "Film, television, music and the people who make them.",
      "https://silverscreendaily.example", .entertainment, "en", "us"),
    source(
      "the-morning-courier", "The Morning Courier", "News, politics and opinion from across the UK.",
      "https://www.morningcourier.example", .general, "en", "gb"),
    source(
      "rundschau-aktuell", "Rundschau Aktuell", "Nachrichten aus Deutschland und der Welt.",
      "https://www.rundschau-aktuell.example", .general, "de", "de"),
    source(
      "pulse-health", "Pulse Health", "Medicine, wellbeing and health policy, explained.",
      "https://pulsehealth.example", .health, "en", "us"),
    source(
      "field-notes", "Field Notes", "Science news from the lab, the field and space.",
      "https://www.fieldnotes.example", .science, "en", "us"),
    source(
      "wissenschaft-heute", "Wissenschaft Heute", "Forschung, Technik und Umwelt verständlich erklärt.",
      "https://wissenschaft-heute.example", .science, "de", "de"),
    source(
      "the-final-whistle", "The Final Whistle", "Football, cricket, rugby and tennis: results and analysis.",
      "https://www.finalwhistle.example", .sports, "en", "gb"),
    source(
      "byte-dispatch", "Byte Dispatch", "Technology news, reviews and the business of software.",
      "https://bytedispatch.example", .technology, "en", "us"),
    source(
      "netzwelt-journal", "Netzwelt Journal", "Digitales, Software und Gadgets aus Berlin.",
      "https://www.netzwelt-journal.example", .technology, "de", "de"),
  ]

  /// The publications of ``EmbeddedNewsCatalog/reader``: ``all``, and the ones the news reader's feeds ask
  /// for by name (TechCrunch, The Wall Street Journal) or by country (US general and sports news).
  static let reader: [NewsSource] =
    all + [
      source(
        "techcrunch", "TechCrunch", "Startups, venture capital and the technology business.", "https://techcrunch.com",
        .technology, "en", "us"),
      source(
        "the-wall-street-journal", "The Wall Street Journal", "Business, markets and economic news.",
        "https://www.wsj.com", .business, "en", "us"),
      source(
        "capitol-wire", "Capitol Wire", "National news and politics from Washington and the states.",
        "https://www.capitolwire.example", .general, "en", "us"),
      source(
        "overtime-report", "Overtime Report", "Scores, trades and stories from American sports.",
        "https://overtimereport.example", .sports, "en", "us"),
    ]

  /// The reporters who write for a source, by language.
  static let reporters: [String: [String]] = [
    "en": [
      "Rachel Owens", "David Okoro", "Emily Hart", "James Whitfield", "Priya Nair", "Tom Becker", "Grace Liu",
      "Marcus Bell", "Sophie Turner", "Aaron Patel",
    ],
    "de": [
      "Katrin Vogel", "Stefan Braun", "Miriam Hoffmann", "Jan Krüger", "Lea Schäfer", "Tobias Wolf",
      "Anja Richter",
    ],
  ]

  private static func source(
    _ id: String, _ name: String, _ description: String, _ url: String, _ category: NewsCategory,
    _ language: String, _ country: String
  ) -> NewsSource {
    // Literal `https://` URLs of reserved `.example` hosts: parsing cannot fail, the fallback is never taken.
    NewsSource(
      id: id, name: name, description: description, url: URL(string: url) ?? URL(fileURLWithPath: "/"),
      category: category, language: language, country: country)
  }
}
