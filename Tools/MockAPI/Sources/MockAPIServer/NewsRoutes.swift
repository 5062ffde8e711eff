import EmbeddedCatalog
import Foundation
import Hummingbird
import Models

/// The NewsAPI dialect: the key from `X-Api-Key` or `apiKey`, a daily budget answered with 429
/// `rateLimited`, the developer plan's 100-result ceiling (426), `sources` (at most 20, each known),
/// `{"status":"error","code","message"}`, and any of NewsAPI's error codes on demand (`newsError`).
struct NewsRoutes: Sendable {
  let catalog: EmbeddedNewsCatalog
  let state: MockAPIState
  /// The accepted key; `nil` accepts any non-empty key.
  let acceptedKey: String?

  static let defaultPageSize = 20
  static let maximumPageSize = 100
  /// The developer plan's ceiling on `page * pageSize`.
  static let maximumResults = 100
  /// The most sources one request may name.
  static let maximumSources = 20

  /// Checks the key and spends the budget around `route`.
  func authorised(_ request: Request, route: () throws(NewsFailure) -> APIReply) -> APIReply {
    if let code = state.settings.newsError, let failure = NewsFailure.onDemand(code) {
      return failure.reply
    }
    let key = (request.headers.value("X-Api-Key") ?? request.query("apiKey"))?.trimmingCharacters(in: .whitespaces)
    guard let key, !key.isEmpty else {
      return NewsFailure.apiKeyMissing.reply
    }
    if let acceptedKey, key != acceptedKey {
      return NewsFailure.apiKeyInvalid.reply
    }
    if case .exhausted(let limit, _) = state.spend(.news) {
      return NewsFailure.rateLimited(budget: limit).reply
    }
    do {
      return try route()
    } catch {
      return error.reply
    }
  }

  /// `page` (default 1) and `pageSize` (default 20, at most 100).
  static func paging(_ request: Request) throws(NewsFailure) -> (page: Int, pageSize: Int) {
    let page = try number(request, "page", fallback: 1)
    let pageSize = min(try number(request, "pageSize", fallback: defaultPageSize), maximumPageSize)
    return (page, pageSize)
  }

  /// Refuses pages past the developer plan's 100th result.
  static func checkCeiling(_ paging: (page: Int, pageSize: Int)) throws(NewsFailure) {
    let (page, pageSize) = paging
    let (last, overflow) = page.multipliedReportingOverflow(by: pageSize)
    guard !overflow, last <= maximumResults else {
      let first = (page - 1).multipliedReportingOverflow(by: pageSize)
      throw .maximumResultsReached(
        from: first.overflow ? Int.max : first.partialValue, to: overflow ? Int.max : last)
    }
  }

  private static func number(_ request: Request, _ name: String, fallback: Int) throws(NewsFailure) -> Int {
    guard let text = request.query(name) else { return fallback }
    guard let value = Int(text), value >= 1 else {
      throw .parameterInvalid("The \(name) parameter '\(text)' is invalid. It must be a whole number of 1 or more.")
    }
    return value
  }

  /// A comma-separated list parameter, trimmed, empty entries dropped.
  static func list(_ request: Request, _ name: String) -> [String] {
    (request.query(name) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// The `sources` parameter: at most ``maximumSources``, each one the catalog has.
  func namedSources(_ request: Request) throws(NewsFailure) -> [String] {
    let sources = Self.list(request, "sources")
    guard sources.count <= Self.maximumSources else { throw .sourcesTooMany }
    let known = Set(catalog.sources.map(\.id))
    if let unknown = sources.first(where: { !known.contains($0.lowercased()) }) {
      throw .sourceDoesNotExist(unknown)
    }
    return sources
  }

  /// A non-empty text parameter.
  static func text(_ request: Request, _ name: String) -> String? {
    guard let value = request.query(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
    return value
  }

  static func category(_ request: Request) throws(NewsFailure) -> NewsCategory? {
    guard let text = text(request, "category") else { return nil }
    guard let category = NewsCategory(rawValue: text.lowercased()) else {
      let options = NewsCategory.allCases.map(\.rawValue).joined(separator: ", ")
      throw .parameterInvalid("The category param '\(text)' is invalid. Possible options: \(options).")
    }
    return category
  }

  static func ok(_ value: some Encodable) -> APIReply {
    .json(.ok, value, encoder: NewsJSON.encoder)
  }
}
