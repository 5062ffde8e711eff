import Core
import NetworkLayer

/// The result of one connectivity check, as `mosaic doctor` shows it; JSON carries the English message.
///
/// ```swift
/// let endpoint = ServiceConfiguration.Endpoint(
///   descriptor: .unsplash(baseURL: URL(fileURLWithPath: "/")), key: APIKey("my-access-key"))
/// let report = await ServiceProbe.check(endpoint, http: .urlSession())
/// print(report.reachable, report.error?.codeName ?? "none", report.message(in: .german))
/// ```
public struct ConnectivityReport: Hashable, Sendable, Encodable {
  /// What the check found, worded by ``NetworkStrings``.
  enum Finding: Hashable, Sendable {
    /// A 2xx from the service.
    case answered(service: String)
    /// The service's own error, or why no request could be sent.
    case failed(NetworkError)
    /// A service that answers but refuses requests for now, with its error.
    case refusesNow(service: String, NetworkError)
    /// Another status.
    case unhealthy(service: String, status: Int)
    /// 404 for the path checked: the base URL does not lead to the service's API.
    case notFound(service: String, variable: String)
    /// A failure the HTTP client did not describe, in the system's words.
    case unreachable(service: String, reason: String)
  }

  /// The service's id: `unsplash`, `newsapi`.
  public let service: String
  /// The URL checked, without credentials.
  public let url: String
  /// Whether the service answered over HTTP at all.
  public let reachable: Bool
  /// The HTTP status, when it answered.
  public let status: Int?
  /// How long the check took.
  public let milliseconds: Int
  let finding: Finding

  init(service: String, url: String, reachable: Bool, status: Int?, milliseconds: Int, finding: Finding) {
    self.service = service
    self.url = url
    self.reachable = reachable
    self.status = status
    self.milliseconds = milliseconds
    self.finding = finding
  }

  /// The typed failure, when the check found one: a refused key, an unreachable host, a bad base URL.
  public var error: NetworkError? {
    switch finding {
    case .failed(let error), .refusesNow(_, let error): error
    case .answered, .unhealthy, .notFound, .unreachable: nil
    }
  }

  /// One sentence: fine, or what is wrong and the fix.
  public func message(in language: Language) -> String {
    switch finding {
    case .answered(let name):
      NetworkStrings.probeAnswered(service: name, milliseconds: milliseconds, in: language)
    case .failed(let error):
      error.message(in: language)
    case .refusesNow(let name, let error):
      NetworkStrings.probeRefusesNow(service: name, said: error.message(in: language), in: language)
    case .unhealthy(let name, let status):
      NetworkStrings.probeUnhealthy(service: name, status: status, in: language)
    case .notFound(let name, let variable):
      NetworkStrings.probeNotFound(service: name, url: url, variable: variable, in: language)
    case .unreachable(let name, let reason):
      NetworkStrings.probeUnreachable(service: name, reason: reason, in: language)
    }
  }

  /// The English sentence.
  public var message: String { message(in: .english) }

  private enum CodingKeys: String, CodingKey {
    case service, url, reachable, status, milliseconds, message
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(service, forKey: .service)
    try container.encode(url, forKey: .url)
    try container.encode(reachable, forKey: .reachable)
    try container.encodeIfPresent(status, forKey: .status)
    try container.encode(milliseconds, forKey: .milliseconds)
    try container.encode(message, forKey: .message)
  }
}
