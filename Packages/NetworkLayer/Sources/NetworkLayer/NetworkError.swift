import Foundation

/// The one error type of NetworkLayer: what went wrong talking to a photo or news service, as one
/// sentence with the fix. Messages carry the service's own words (Unsplash `errors[]`, NewsAPI `code`
/// and `message`) and never an API key.
///
/// ```swift
/// do { _ = try await photos.listPhotos(1, 30) }
/// catch let error as NetworkError where error.kind == .rateLimited { print(error.message) }
/// ```
public struct NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure this is.
  public enum Kind: String, Sendable, Equatable {
    /// The request never got an HTTP answer: refused, dropped, unresolvable.
    case transport
    /// The answer took longer than the request's time limit.
    case timeout
    /// The service answered with an error status.
    case httpStatus
    /// The service refused the credentials.
    case unauthorized
    /// The service has no such item.
    case notFound
    /// The service's request budget is spent.
    case rateLimited
    /// The answer could not be read.
    case badResponse
    /// The environment configures a service wrongly.
    case invalidConfiguration
    /// A test double was called where the test did not expect it.
    case unexpected
  }

  public let kind: Kind
  /// One sentence: what failed, the offending value, the fix.
  public let message: String
  /// The HTTP status, when the service answered.
  public let status: Int?
  /// The service's own error text or code, when it sent one.
  public let serviceMessage: String?
  /// When a rate-limited service accepts requests again, when known.
  public let retryAt: Date?
  /// What went wrong underneath a transport failure, like "the connection was refused".
  public let detail: String?

  public init(
    kind: Kind, message: String, status: Int? = nil, serviceMessage: String? = nil, retryAt: Date? = nil,
    detail: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.status = status
    self.serviceMessage = serviceMessage
    self.retryAt = retryAt
    self.detail = detail
  }

  public var description: String { message }

  /// Whether trying the same request again may succeed: transport failures, timeouts and 5xx.
  public var isTransient: Bool {
    switch kind {
    case .transport, .timeout, .badResponse: true
    case .httpStatus: (status ?? 0) >= 500
    default: false
    }
  }

  /// Whether a cached copy may stand in: the service is unreachable, failing or out of budget.
  public var allowsStaleFallback: Bool { isTransient || kind == .rateLimited }

  static func transport(host: String, detail: String) -> NetworkError {
    NetworkError(
      kind: .transport, message: "Could not reach '\(host)': \(detail); check the network connection.", detail: detail)
  }

  static func timeout(host: String, after limit: Duration) -> NetworkError {
    NetworkError(
      kind: .timeout,
      message:
        "'\(host)' did not answer within \(Int(limit.seconds.rounded())) seconds; try again, or check the network."
    )
  }
}
