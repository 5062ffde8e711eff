/// The one cheap, authenticated request `mosaic doctor` sends to a service to tell whether it answers and
/// accepts the key, and what its answers mean.
///
/// ```swift
/// let probe = ServiceProbeRequest("/photos", query: [("per_page", "1")], refusesNow: [403])
/// probe.path  // "/photos"
/// ```
public struct ServiceProbeRequest: Sendable, Hashable {
  /// The path under the base URL, starting with `/`.
  public let path: String
  /// Query items, in order.
  public let query: [Item]
  /// Statuses with which the service says it answers but refuses requests for now (Unsplash's 403 when the
  /// hour's budget is spent), rather than that the key is wrong.
  public let refusesNow: Set<Int>

  /// One query item.
  public struct Item: Sendable, Hashable {
    public let name: String
    public let value: String
  }

  public init(_ path: String, query: [(String, String)] = [], refusesNow: Set<Int> = []) {
    self.path = path
    self.query = query.map { Item(name: $0.0, value: $0.1) }
    self.refusesNow = refusesNow
  }
}
