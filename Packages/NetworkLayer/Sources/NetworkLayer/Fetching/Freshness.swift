import Foundation

/// Where a fetched value came from: the service now, or a saved copy and the error it stands in for.
///
/// ```swift
/// let reason = NetworkError(.transport, host: "api.unsplash.com", detail: .notConnected)
/// let freshness = Freshness.cached(savedAt: Date(timeIntervalSince1970: 0), reason: reason)
/// if case .cached(_, let reason) = freshness { print(reason.message(in: .german)) }
/// ```
public enum Freshness: Sendable, Hashable {
  /// The service (or the embedded catalog) answered now.
  case live
  /// The last good answer, saved at `savedAt`, shown because of `reason`.
  case cached(savedAt: Date, reason: NetworkError)
}
