import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `GET /_witness` of the mock server: the second listener, another origin, that `--hostile
/// redirect-other-origin` points at, and what reached it.
public struct MockWitness: Decodable, Sendable {
  public let baseURL: String?
  public let requests: Int
  /// Requests that carried a credential: `Authorization`, `X-Api-Key` or a key in the query. Must stay 0.
  public let withCredentials: Int
}

extension MockServer {
  /// What the witness listener received so far.
  public func witness() async throws -> MockWitness {
    guard let url = URL(string: baseURL + "/_witness") else { throw TestSupportError("Bad witness URL.") }
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(MockWitness.self, from: data)
  }
}
