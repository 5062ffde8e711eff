/// A value from a service, and whether it is live or a saved copy standing in for a failed request.
///
/// ```swift
/// let photos = PhotoClient.embedded()
/// let fetched = try await photos.listPhotos(1, 30)
/// if case .cached(let savedAt, let reason) = fetched.freshness { print("offline — \(savedAt): \(reason)") }
/// ```
public struct Fetched<Value: Sendable>: Sendable {
  public let value: Value
  public let freshness: Freshness

  public init(_ value: Value, freshness: Freshness = .live) {
    self.value = value
    self.freshness = freshness
  }

  /// Whether the value is a saved copy rather than the service's answer now.
  public var isStale: Bool {
    if case .cached = freshness { true } else { false }
  }

  /// The same freshness around another value.
  public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
    Fetched<Other>(try transform(value), freshness: freshness)
  }
}

extension Fetched: Equatable where Value: Equatable {}
