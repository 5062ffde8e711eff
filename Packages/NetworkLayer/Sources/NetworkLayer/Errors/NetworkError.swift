import Core
import Foundation

/// The one error type of NetworkLayer: what went wrong talking to a photo or news service.
///
/// A failure carries a closed ``Code`` and the values that matter as typed fields (the ``service``, the
/// ``status``, ``retryAt``, the ``variable`` the fix names); ``message(in:)`` builds one sentence from them
/// in the person's language, with the service's own words and never an API key.
///
/// ```swift
/// let photos = PhotoClient.embedded()
/// do {
///   _ = try await photos.photo("no-such-photo")
/// } catch let error as NetworkError where error.code == .notFound {
///   print(error.value ?? "", error.message(in: .german))
/// }
/// ```
public struct NetworkError: MosaicError, Hashable {
  /// What kind of failure this is: stable, for matching in code and tests.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The request never got an HTTP answer: refused, dropped, unresolvable.
    case transport
    /// The answer took longer than the request's time limit.
    case timeout
    /// The service answered with an error status.
    case httpStatus
    /// The service refused the credentials, or wants some.
    case unauthorized
    /// The service has no such item.
    case notFound
    /// The service's request budget is spent.
    case rateLimited
    /// The answer could not be read.
    case badResponse
    /// The environment configures a service wrongly.
    case invalidConfiguration
    /// The service redirected to another origin (or too often), and Mosaic did not follow.
    case redirectRefused
    /// A photo id that cannot name a photo: empty, `.` or `..`, or too long.
    case invalidPhotoID
    /// A username that cannot name a photographer: empty, too long, or with characters other than letters,
    /// digits, `_`, `-` and `.`.
    case invalidUsername
    /// A client or test double was called where nobody expected it.
    case unexpected
  }

  public let code: Code
  /// The service's display name, like `Unsplash`; `nil` for the embedded catalogs and bare hosts.
  public let service: String?
  /// The host and port asked, like `api.unsplash.com` or `127.0.0.1:8080`.
  public let host: String?
  /// The HTTP status, when the service answered.
  public let status: Int?
  /// The service's own error text or code, when it sent one.
  public let serviceMessage: String?
  /// When a rate-limited service accepts requests again, when known.
  public let retryAt: Date?
  /// When the spent budget was noticed; the message counts the wait from here.
  public let observedAt: Date?
  /// What went wrong underneath: a refused connection, a missing field, a plan's limit.
  public let detail: Detail?
  /// The request's path and query, credentials removed: `/photos?page=2&per_page=30`.
  public let path: String?
  /// The environment variable the fix names: `UNSPLASH_ACCESS_KEY`, `MOSAIC_UNSPLASH_BASE_URL`.
  public let variable: String?
  /// The offending value: a photo id, a base URL's text, the client call nobody expected.
  public let value: String?
  /// For ``Code/timeout``: the request's time limit.
  public let timeLimit: Duration?
  /// For ``Code/unauthorized``: whether the request carried a key.
  public let keySent: Bool?
  /// The service's own error code, when it sends one: NewsAPI's `apiKeyDisabled`, `maximumResultsReached`, …
  /// (read it typed with ``newsAPICode``).
  public let serviceCode: String?

  public init(
    _ code: Code, service: String? = nil, host: String? = nil, status: Int? = nil, serviceMessage: String? = nil,
    retryAt: Date? = nil, observedAt: Date? = nil, detail: Detail? = nil, path: String? = nil,
    variable: String? = nil, value: String? = nil, timeLimit: Duration? = nil, keySent: Bool? = nil,
    serviceCode: String? = nil
  ) {
    self.code = code
    self.service = service
    self.host = host
    self.status = status
    self.serviceMessage = serviceMessage
    self.retryAt = retryAt
    self.observedAt = observedAt
    self.detail = detail
    self.path = path
    self.variable = variable
    self.value = value
    self.timeLimit = timeLimit
    self.keySent = keySent
    self.serviceCode = serviceCode
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    NetworkStrings.message(for: self, in: language)
  }

  /// Whether trying the same request again may succeed: transport failures, timeouts and 5xx. An answer that
  /// could not be read is not retried: the same server sends the same bytes again.
  public var isTransient: Bool {
    switch code {
    case .transport, .timeout: true
    case .httpStatus: (status ?? 0) >= 500
    default: false
    }
  }

  /// Whether a cached copy may stand in: the service is unreachable, failing, sends unreadable answers or is
  /// out of budget.
  public var allowsStaleFallback: Bool { isTransient || code == .rateLimited || code == .badResponse }
}
