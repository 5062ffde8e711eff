import Core
import CoreCLI
import Foundation
import NetworkLayer

/// Every line NewsFeature shows a person about feeds and articles, in each language.
enum NewsStrings {
  static func noDescription(_ language: Language) -> String {
    language.pick(en: "No description", de: "Keine Beschreibung")
  }

  static func providerName(_ provider: NewsProvider, _ language: Language) -> String {
    switch provider {
    case .embedded: language.pick(en: "the embedded news catalog", de: "der eingebaute Nachrichtenkatalog")
    case .newsAPI(let url):
      language.pick(en: "NewsAPI at \(url.absoluteString)", de: "NewsAPI unter \(url.absoluteString)")
    }
  }

  static func feedHeading(_ feed: NewsFeed, page: Int, provider: NewsProvider, _ language: Language) -> String {
    // Appended piece by piece: `[String].joined(separator:)` is generic and walked every protocol conformance of
    // the binary on its first use (once a `news` run).
    var heading = feed.title(in: language)
    heading.append(" · ")
    heading.append(language.pick(en: "page \(page)", de: "Seite \(page)"))
    heading.append(" · ")
    heading.append(providerName(provider, language))
    return heading
  }

  static func searchHeading(_ text: String, page: Int, provider: NewsProvider, _ language: Language) -> String {
    [
      language.pick(en: "Search '\(text)'", de: "Suche '\(text)'"),
      language.pick(en: "page \(page)", de: "Seite \(page)"),
      providerName(provider, language),
    ].joined(separator: " · ")
  }

  static func nextPage(_ command: String, _ language: Language) -> String {
    language.pick(en: "Next page: \(command)", de: "Nächste Seite: \(command)")
  }

  static func endOfFeed(_ language: Language) -> String {
    language.pick(en: "End of the feed.", de: "Ende des Feeds.")
  }

  static func endOfResults(_ language: Language) -> String {
    language.pick(en: "End of the results.", de: "Ende der Ergebnisse.")
  }

  static func resultLimit(_ language: Language) -> String {
    language.pick(
      en: "End: NewsAPI's free plan serves at most 100 results for one feed or search.",
      de: "Ende: Der kostenlose Tarif von NewsAPI liefert höchstens 100 Ergebnisse pro Feed oder Suche.")
  }

  static func emptyFeed(_ feed: NewsFeed, _ language: Language) -> String {
    let title = feed.title(in: language)
    return language.pick(
      en: "No articles in \(title) right now; try again later, or another feed from `mosaic news feeds`.",
      de: "Gerade keine Artikel in \(title); versuche es später erneut oder nimm einen anderen Feed aus "
        + "`mosaic news feeds`.")
  }

  /// `Page '9' is past the end of Business; ask for an earlier page, like 1.`
  static func pastTheEnd(_ listing: NewsListing, page: Int, resultLimit: Bool, _ language: Language) -> String {
    let what =
      switch listing {
      case .feed(let feed): feed.title(in: language)
      case .search(let text): language.pick(en: "the search for '\(text)'", de: "der Suche nach '\(text)'")
      }
    return resultLimit
      ? language.pick(
        en: "Page '\(page)' of \(what) is past the 100 results NewsAPI's free plan serves; ask for an earlier page.",
        de: "Seite '\(page)' von \(what) liegt hinter den 100 Ergebnissen, die der kostenlose Tarif von NewsAPI "
          + "liefert; frage nach einer früheren Seite.")
      : language.pick(
        en: "Page '\(page)' is past the end of \(what); ask for an earlier page, like 1.",
        de: "Seite '\(page)' liegt hinter dem Ende von \(what); frage nach einer früheren Seite, etwa 1.")
  }

  /// Every article of a page was listed on an earlier page already (NewsAPI repeats them across pages).
  static func allRepeated(_ count: Int, page: Int, _ language: Language) -> String {
    count == 1
      ? language.pick(
        en: "The one article on page \(page) was listed on an earlier page already.",
        de: "Der eine Artikel auf Seite \(page) stand schon auf einer früheren Seite.")
      : language.pick(
        en: "All \(count) articles on page \(page) were listed on earlier pages already.",
        de: "Alle \(count) Artikel auf Seite \(page) standen schon auf früheren Seiten.")
  }

  static func noSearchHits(_ text: String, _ language: Language) -> String {
    language.pick(
      en: "No articles match '\(text)'; try fewer or more general words.",
      de: "Keine Artikel passen zu '\(text)'; versuche weniger oder allgemeinere Wörter.")
  }

  static func feedsHeading(_ language: Language) -> String {
    language.pick(en: "Feeds", de: "Feeds")
  }

  static func feedsHint(_ language: Language) -> String {
    language.pick(
      en: "Show one with `mosaic news FEED`; the first four load together, the others when opened.",
      de: "Zeige einen mit `mosaic news FEED`; die ersten vier laden gemeinsam, die anderen beim Öffnen.")
  }

  /// `There is no feed 'x'; use one of business, …`, the person's own feeds (`made`) after the built-in ones.
  static func unknownFeed(_ id: String, _ language: Language, made: [String] = []) -> String {
    let id = TerminalText.line(String(id.prefix(60)))
    let feeds = (NewsFeed.all.map(\.id) + made).joined(separator: ", ")
    return language.pick(
      en: "There is no feed '\(id)'; use one of \(feeds).",
      de: "Es gibt keinen Feed '\(id)'; nimm einen von \(feeds).")
  }

  static func byline(source: String, author: String?, date: Date, _ language: Language) -> String {
    ([source] + (author.map { [$0] } ?? []) + [LocalTimestamp.minute(date)]).joinedInOrder(separator: " · ")
  }

  static func couldNotRemember(_ reason: String, _ language: Language) -> String {
    language.pick(
      en: "Could not remember these articles for `mosaic news save ID`: \(reason)",
      de: "Diese Artikel konnten für `mosaic news save ID` nicht gemerkt werden: \(reason)")
  }
}

extension NewsStrings {
  static func emptySearch(_ language: Language) -> String {
    language.pick(
      en: "Give words to search for, like `mosaic news search apple`.",
      de: "Gib Wörter zum Suchen an, etwa `mosaic news search apple`.")
  }

  static func couldNotRecord(_ reason: String, _ language: Language) -> String {
    language.pick(
      en: "Could not add this search to the history: \(reason)",
      de: "Diese Suche konnte nicht in den Verlauf aufgenommen werden: \(reason)")
  }
}
