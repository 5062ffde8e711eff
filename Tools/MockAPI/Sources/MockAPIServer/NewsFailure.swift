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

  /// The body of an injected error.
  static func unexpected(_ status: HTTPResponse.Status) -> NewsFailure {
    NewsFailure(
      status: status, code: "unexpectedError",
      message: "Something went wrong on our side (HTTP \(status.code) \(status.reasonPhrase)). Please try again later.")
  }
}
