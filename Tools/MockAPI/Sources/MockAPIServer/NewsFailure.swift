import Hummingbird
import Models

/// A NewsAPI error: the status and the `code` and `message` NewsAPI itself sends.
struct NewsFailure: Error, Equatable {
  let status: HTTPResponse.Status
  let code: String
  let message: String

  var reply: APIReply {
    .json(status, ["status": "error", "code": code, "message": message], encoder: NewsJSON.encoder)
  }

  static let apiKeyMissing = NewsFailure(
    status: .unauthorized, code: "apiKeyMissing",
    message: "Your API key is missing. Append this to the URL with the apiKey param, or use the x-api-key HTTP header.")

  static let apiKeyInvalid = NewsFailure(
    status: .unauthorized, code: "apiKeyInvalid",
    message:
      "Your API key is invalid or incorrect. Check your key, or go to https://newsapi.org to create a free API key.")

  static func rateLimited(budget: Int) -> NewsFailure {
    NewsFailure(
      status: .tooManyRequests, code: "rateLimited",
      message:
        "You have made too many requests recently. Developer accounts are limited to \(budget) requests over a 24 hour"
        + " period (\(budget / 2) requests available every 12 hours). Please upgrade to a paid plan if you need more"
        + " requests.")
  }

  static func maximumResultsReached(from: Int, to: Int) -> NewsFailure {
    NewsFailure(
      status: HTTPResponse.Status(code: 426, reasonPhrase: "Upgrade Required"), code: "maximumResultsReached",
      message:
        "You have requested too many results. Developer accounts are limited to a max of 100 results. You are trying"
        + " to request results \(from) to \(to). Please upgrade to a paid plan if you need more results.")
  }

  static func parameterInvalid(_ message: String) -> NewsFailure {
    NewsFailure(status: .badRequest, code: "parameterInvalid", message: message)
  }

  static let parametersIncompatible = NewsFailure(
    status: .badRequest, code: "parametersIncompatible",
    message: "You cannot mix the sources parameter with the country or category parameters.")

  static let headlinesParametersMissing = NewsFailure(
    status: .badRequest, code: "parametersMissing",
    message:
      "Required parameters are missing. Please set any of the following parameters and try again: sources, q,"
      + " language, country, category.")

  static let everythingParametersMissing = NewsFailure(
    status: .badRequest, code: "parametersMissing",
    message:
      "Required parameters are missing, the scope of your search is too broad. Please set any of the following"
      + " required parameters and try again: q, qInTitle, sources, domains.")

  static let sourcesTooMany = NewsFailure(
    status: .badRequest, code: "sourcesTooMany",
    message: "You have requested too many sources in a single request. Try splitting the request into 2 smaller"
      + " requests.")

  static func sourceDoesNotExist(_ id: String) -> NewsFailure {
    NewsFailure(
      status: .badRequest, code: "sourceDoesNotExist",
      message: "You have requested a source which does not exist ('\(id)'). Check /v2/top-headlines/sources.")
  }

  static let apiKeyDisabled = NewsFailure(
    status: .unauthorized, code: "apiKeyDisabled",
    message: "Your API key has been disabled. Contact support@newsapi.org if you think this is a mistake.")

  static let apiKeyExhausted = NewsFailure(
    status: .unauthorized, code: "apiKeyExhausted",
    message: "Your API key has no more requests available. Upgrade to a paid plan, or wait for your quota to reset.")

  /// Every code ``onDemand(_:)`` answers with.
  static let codes = [
    "parametersMissing", "parameterInvalid", "parametersIncompatible", "sourcesTooMany", "sourceDoesNotExist",
    "apiKeyMissing", "apiKeyInvalid", "apiKeyDisabled", "apiKeyExhausted", "rateLimited", "maximumResultsReached",
    "unexpectedError",
  ]

  /// NewsAPI's answer for `code`, with its status and a message like NewsAPI's; `nil` for a code NewsAPI
  /// does not have. What `--news-error` and `{"newsError":…}` send.
  static func onDemand(_ code: String) -> NewsFailure? {
    switch code {
    case "parametersMissing": everythingParametersMissing
    case "parameterInvalid": parameterInvalid("The parameter 'q' is invalid (sent on demand by the mock API).")
    case "parametersIncompatible": parametersIncompatible
    case "sourcesTooMany": sourcesTooMany
    case "sourceDoesNotExist": sourceDoesNotExist("on-demand")
    case "apiKeyMissing": apiKeyMissing
    case "apiKeyInvalid": apiKeyInvalid
    case "apiKeyDisabled": apiKeyDisabled
    case "apiKeyExhausted": apiKeyExhausted
    case "rateLimited": rateLimited(budget: 100)
    case "maximumResultsReached": maximumResultsReached(from: 100, to: 112)
    case "unexpectedError": unexpected(.internalServerError)
    default: nil
    }
  }

  /// The body of an injected error.
  static func unexpected(_ status: HTTPResponse.Status) -> NewsFailure {
    NewsFailure(
      status: status, code: "unexpectedError",
      message: "Something went wrong on our side (HTTP \(status.code) \(status.reasonPhrase)). Please try again later.")
  }
}
