/// Which redirects an ``HTTPClient`` follows. Keys travel in headers, and a followed redirect repeats them,
/// so Mosaic follows a redirect only within the origin it asked — never to another host, port or scheme.
///
/// ```swift
/// let client = HTTPClient.urlSession(redirects: .none)
/// ```
public enum RedirectPolicy: Sendable, Hashable {
  /// Follow up to ``maximumRedirects`` redirects within the request's own origin; refuse any other.
  case sameOrigin
  /// Follow none: every redirect fails as ``NetworkError`` `.redirectRefused`.
  case none
  /// Follow up to ``maximumRedirects`` redirects to any `http` or `https` address, for a request that carries no
  /// key: an article's web page, a picture (a news site's picture often moves from `http` to `https` or to its
  /// CDN). A request with a credential header or parameter is still held to its origin.
  case anyWebOrigin

  /// The most redirects followed for one request.
  public static let maximumRedirects = 5
}
