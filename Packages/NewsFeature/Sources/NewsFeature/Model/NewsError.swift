import Core

/// The one error type of NewsFeature: a news command could not do its job.
///
/// ```swift
/// catch let error as NewsError where error.code == .unknownArticle { print(error.reference ?? "") }
/// ```
public struct NewsError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No saved or lately listed article has this id or URL.
    case unknownArticle
    /// ``page`` of ``listing`` is past its end (``resultLimit``: past the 100 results NewsAPI's free plan
    /// serves).
    case pastTheEnd
    /// A feed named ``reference`` (in any case) exists already, built-in or made.
    case feedExists
    /// ``reference`` is a built-in feed, which can be hidden but not removed.
    case builtinFeed
    /// ``reference`` is no feed name: blank, or longer than `FeedEntry.maximumNameLength` characters.
    case badFeedName
    /// A new feed needs exactly one of `--query`, `--source` and `--category`, with a value.
    case badFeedDefinition
    /// ``reference`` is not a category NewsAPI has.
    case badFeedCategory
    /// ``reference`` is not a country NewsAPI serves.
    case badFeedCountry
  }

  public let code: Code
  /// The id or URL asked for.
  public let reference: String?
  /// For ``Code/pastTheEnd``: the feed or search, the page asked for, and whether NewsAPI's result limit is
  /// the end.
  public let listing: NewsListing?
  public let page: Int?
  public let resultLimit: Bool

  public init(
    _ code: Code, reference: String? = nil, listing: NewsListing? = nil, page: Int? = nil, resultLimit: Bool = false
  ) {
    self.code = code
    self.reference = reference
    self.listing = listing
    self.page = page
    self.resultLimit = resultLimit
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    switch code {
    case .unknownArticle:
      let reference = reference ?? ""
      return language.pick(
        en: "No saved or lately listed article is '\(reference)'; list it with `mosaic news` or "
          + "`mosaic news search TEXT` first, then use the id shown.",
        de: "Kein gespeicherter oder zuletzt gelisteter Artikel heißt '\(reference)'; liste ihn zuerst mit "
          + "`mosaic news` oder `mosaic news search TEXT` auf und nimm dann die angezeigte ID.")
    case .pastTheEnd:
      return NewsStrings.pastTheEnd(listing ?? .feed(.business), page: page ?? 1, resultLimit: resultLimit, language)
    default:
      return NewsStrings.feedMessage(code, reference: reference ?? "", language)
    }
  }
}
