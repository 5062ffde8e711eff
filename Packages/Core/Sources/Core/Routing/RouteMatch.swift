/// A URL that matched a route: its path parameters and query items, with typed readers that turn a bad
/// value into a ``CoreError`` `.invalidRouteParameter` naming the URL, the parameter and what it accepts.
///
/// ```swift
/// let page = try match.integer("page", in: 1...500) ?? 1
/// let direction = try match.choice("direction", from: ["next", "previous"])
/// ```
public struct RouteMatch: Sendable, Equatable {
  /// The URL as given.
  public let url: String
  /// Values captured by `:name` components.
  public let parameters: [String: String]
  /// Query items; the last value wins for a repeated name.
  public let query: [String: String]

  public init(url: String, parameters: [String: String], query: [String: String]) {
    self.url = url
    self.parameters = parameters
    self.query = query
  }

  /// A path parameter, or else a query item, by name.
  public subscript(name: String) -> String? { parameters[name] ?? query[name] }

  /// The parameter `name`, which must be present and not empty.
  public func required(_ name: String) throws -> String {
    guard let value = self[name], !value.isEmpty else {
      throw CoreError(
        .invalidRouteParameter, "'\(url)' has no '\(name)'; add it to the URL.", value: url, detail: name,
        allowed: "'\(Router.scheme)://…/\(name)'")
    }
    return value
  }

  /// The parameter `name` (the first of `names` present) as a whole number in `range`, or `nil` when absent.
  public func integer(_ names: String..., in range: ClosedRange<Int>) throws -> Int? {
    guard let name = names.first(where: { self[$0] != nil }), let text = self[name] else { return nil }
    // Digits only: `Int(_:)` would also take '+3', and a number too big for Int must not trap.
    guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      range.contains(value)
    else {
      throw CoreError(
        .invalidRouteParameter,
        "'\(url)' sets '\(name)' to '\(text)'; use a whole number from \(range.lowerBound) to \(range.upperBound).",
        value: url, detail: name, received: text, allowed: "\(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }

  /// The parameter `name` when it is one of `choices`, or `nil` when absent.
  public func choice(_ name: String, from choices: [String]) throws -> String? {
    guard let text = self[name] else { return nil }
    guard choices.contains(text) else {
      let allowed = choices.joined(separator: ", ")
      throw CoreError(
        .invalidRouteParameter, "'\(url)' sets '\(name)' to '\(text)'; use \(allowed).", value: url, detail: name,
        received: text, allowed: allowed)
    }
    return text
  }
}
