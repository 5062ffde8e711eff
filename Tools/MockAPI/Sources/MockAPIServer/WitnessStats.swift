/// What the witness listener received: the requests a redirect to another origin led there, and how many
/// carried a credential (`Authorization`, `X-Api-Key`, or a key in the query) — which must be none.
///
/// ```json
/// {"requests": 1, "withCredentials": 0}
/// ```
public struct WitnessStats: Sendable, Equatable, Codable {
  public var requests: Int
  public var withCredentials: Int

  public init(requests: Int = 0, withCredentials: Int = 0) {
    self.requests = requests
    self.withCredentials = withCredentials
  }
}
