/// The codes NewsAPI puts in its error answers, `{"status":"error","code":"…","message":"…"}`.
///
/// ```swift
/// catch let error as NetworkError where error.newsAPICode == .maximumResultsReached {
///   // the free plan's 100 results are used up: the end of the feed, not a failure
/// }
/// ```
public enum NewsAPIErrorCode: String, Sendable, Hashable, CaseIterable {
  /// 400: a required parameter is missing.
  case parametersMissing
  /// 400: a parameter has a value NewsAPI does not accept.
  case parameterInvalid
  /// 400: `sources` was mixed with `country` or `category`.
  case parametersIncompatible
  /// 400: more than 20 sources in one request.
  case sourcesTooMany
  /// 400: a source id NewsAPI does not know.
  case sourceDoesNotExist
  /// 401: no key was sent.
  case apiKeyMissing
  /// 401: the key is wrong.
  case apiKeyInvalid
  /// 401: the key was disabled.
  case apiKeyDisabled
  /// 401: the key has no requests left; counts as a spent rate limit.
  case apiKeyExhausted
  /// 429: too many requests.
  case rateLimited
  /// 426: the developer plan serves at most 100 results per query.
  case maximumResultsReached
  /// 500: NewsAPI failed on its side.
  case unexpectedError

  /// The HTTP status NewsAPI answers this code with.
  public var status: Int {
    switch self {
    case .parametersMissing, .parameterInvalid, .parametersIncompatible, .sourcesTooMany, .sourceDoesNotExist: 400
    case .apiKeyMissing, .apiKeyInvalid, .apiKeyDisabled, .apiKeyExhausted: 401
    case .rateLimited: 429
    case .maximumResultsReached: 426
    case .unexpectedError: 500
    }
  }
}

extension NetworkError {
  /// NewsAPI's own code for this failure, when NewsAPI sent one.
  public var newsAPICode: NewsAPIErrorCode? { serviceCode.flatMap(NewsAPIErrorCode.init(rawValue:)) }

  /// Whether the service refused because its plan serves no more results for this query: for a feed,
  /// the end, not a failure.
  public var isResultLimit: Bool {
    if case .resultLimit = detail { return true }
    return newsAPICode == .maximumResultsReached
  }
}
