import Foundation
import NetworkLayer

extension HTTPClient {
  /// The client for pictures: ``urlSession(redirects:)``'s private session (made on the first request, nothing
  /// on disk, a total deadline per request), following redirects to any web address, with every body capped
  /// at `maximumBytes` — refused on its `Content-Length`, and otherwise read only up to the cap, counted after
  /// decompression, then dropped. A body too large fails with ``NetworkError`` `.badResponse` (`.tooLarge`).
  ///
  /// ```swift
  /// let http = HTTPClient.bounded(maximumBytes: ImageSource.maximumPictureBytes)
  /// let source = ImageSource.http(http: http, rateLimits: .inMemory())
  /// ```
  public static func bounded(maximumBytes: Int) -> HTTPClient {
    let transport = URLSessionTransport(redirects: .anyWebOrigin)
    let cap = max(maximumBytes, 0)
    return HTTPClient { request in
      var bounded = request
      bounded.maximumBodyBytes = min(request.maximumBodyBytes, cap)
      return try await transport.send(bounded)
    }
  }
}
