import Foundation
import NetworkLayer

extension HTTPClient {
  /// The real network through a private URLSession (created on the first request): a total deadline per
  /// request that a slow server cannot stretch, the body capped while it arrives (compressed or not),
  /// redirects followed only within the request's origin, no cookies, no cache, nothing on disk.
  ///
  /// ```swift
  /// let network = HTTPClient.urlSession()
  /// let strict = HTTPClient.urlSession(redirects: .none)
  /// ```
  public static func urlSession(redirects: RedirectPolicy = .sameOrigin) -> HTTPClient {
    let transport = URLSessionTransport(redirects: redirects)
    return HTTPClient { request in
      try await transport.send(request)
    }
  }
}
