import Foundation

/// Resolves `mosaic://` URLs against the routes modules registered.
///
/// ```swift
/// let resolution = try registry.router.resolve("mosaic://gallery?page=2")
/// resolution.destination  // GalleryDestination(page: 2, perPage: nil)
/// ```
public struct Router: Sendable {
  /// The URL scheme every route lives under.
  public static let scheme = "mosaic"

  /// Registered routes, in registration order.
  public let routes: [Route]

  public init(routes: [Route]) {
    self.routes = routes
  }

  /// Finds the route for `url` and builds the destination it leads to.
  ///
  /// - Throws: ``CoreError`` `.invalidURL` for a malformed or foreign URL, `.unknownRoute` when no
  ///   route matches, `.invalidRouteParameter` when a parameter has a value the destination cannot take.
  public func resolve(_ url: String) throws -> RouteResolution {
    guard url.utf8.count <= Self.maximumLength, let components = URLComponents(string: url),
      components.scheme?.lowercased() == Self.scheme, let host = components.host, !host.isEmpty
    else {
      throw CoreError(
        .invalidURL,
        "'\(url)' is not a mosaic URL; write it like 'mosaic://gallery?page=2' or 'mosaic://photo/ID'.", value: url)
    }
    // Split the still-encoded path, then decode each component once: `%2F` stays inside its component
    // and `%2520` decodes to `%20`, not to a space.
    let path =
      [host]
      + components.percentEncodedPath.split(separator: "/").map { part in
        String(part).removingPercentEncoding ?? String(part)
      }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] {
      query[item.name] = item.value ?? ""
    }
    let candidates = routes.compactMap { route in route.match(path).map { (route, $0) } }
    guard let (route, parameters) = candidates.max(by: { $0.0.specificity < $1.0.specificity }) else {
      let known = routes.map(\.template).joined(separator: ", ")
      throw CoreError(
        .unknownRoute,
        "No route matches '\(url)'; known routes are \(known.isEmpty ? "none" : known) (see `mosaic features`).",
        value: url, detail: known)
    }
    let match = RouteMatch(url: url, parameters: parameters, query: query)
    return RouteResolution(route: route, match: match, destination: try route.makeDestination(match))
  }

  /// The longest URL worth parsing; a longer one is refused as not a mosaic URL.
  public static let maximumLength = 4096
}
