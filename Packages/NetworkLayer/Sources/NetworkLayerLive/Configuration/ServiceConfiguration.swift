import Foundation
import NetworkLayer
import SafeText

/// Which of the services Mosaic knows are configured, read from the environment: a map from service id to
/// endpoint, beside the list of every service in the order it was given.
///
/// No key and no base URL means the service is not configured (the embedded catalog stands in); a key, or a
/// base URL override (a loopback server that speaks the service's dialect), means the real client.
///
/// ```swift
/// let configuration = try ServiceConfiguration(
///   environment: ProcessInfo.processInfo.environment, services: [.unsplash, .newsAPI])
/// configuration[.unsplash]?.descriptor.baseURL  // nil → embedded catalog
/// ```
public struct ServiceConfiguration: Sendable, Hashable {
  /// A configured remote service and its key, if one is set.
  public struct Endpoint: Sendable, Hashable {
    public let descriptor: ServiceDescriptor
    public let key: APIKey?

    public init(descriptor: ServiceDescriptor, key: APIKey?) {
      self.descriptor = descriptor
      self.key = key
    }
  }

  /// The variable that sets ``requestTimeout``.
  public static let requestTimeoutVariable = "MOSAIC_REQUEST_TIMEOUT"
  /// The deadline of one request when the variable is unset, as the seed's network layer had it.
  public static let defaultRequestTimeout = Duration.seconds(30)
  /// The deadlines the variable may set, in seconds.
  public static let requestTimeoutRange = 1...600

  /// Every service known, configured or not, in the order given: what `mosaic doctor` lists.
  public let services: [ServiceDescriptor]
  /// The configured services by id, each at its base URL.
  public let endpoints: [String: Endpoint]
  /// How long one request may take in all — connecting, headers and body — before it fails as a timeout.
  public let requestTimeout: Duration

  /// `endpoints` configured among `services` (an endpoint of a service not listed is listed after them).
  public init(
    services: [ServiceDescriptor], endpoints: [Endpoint], requestTimeout: Duration = defaultRequestTimeout
  ) {
    let listed = Set(services.map(\.id))
    self.services = services + endpoints.map(\.descriptor).filter { !listed.contains($0.id) }
    self.endpoints = Dictionary(endpoints.map { ($0.descriptor.id, $0) }) { first, _ in first }
    self.requestTimeout = requestTimeout
  }

  /// Reads each service's key and base-URL variables (like `UNSPLASH_ACCESS_KEY` and
  /// `MOSAIC_UNSPLASH_BASE_URL`) and `MOSAIC_REQUEST_TIMEOUT` (seconds, decimals allowed, 1 to 600).
  ///
  /// - Throws: ``NetworkError`` `.invalidConfiguration`, with the ``NetworkError/variable`` and its
  ///   ``NetworkError/value``, when a base URL is not an absolute http(s) URL with a port in 1...65535, or the
  ///   timeout is not a number of seconds in range.
  public init(environment: [String: String], services: [ServiceDescriptor]) throws {
    let requestTimeout = try Self.seconds(
      environment, Self.requestTimeoutVariable, in: Self.requestTimeoutRange, default: Self.defaultRequestTimeout)
    let endpoints = try services.compactMap { try Self.endpoint(environment, $0) }
    self.init(services: services, endpoints: endpoints, requestTimeout: requestTimeout)
  }

  /// The endpoint of `service` (by id), or `nil` when it is not configured.
  public subscript(_ service: ServiceDescriptor) -> Endpoint? {
    endpoints[service.id]
  }

  /// The configured endpoints, in the order of ``services``.
  public var configured: [Endpoint] {
    services.compactMap { endpoints[$0.id] }
  }

  /// `service` at its base URL with its key, when its variables set either; `nil` when neither is set.
  private static func endpoint(_ environment: [String: String], _ service: ServiceDescriptor) throws -> Endpoint? {
    let key = APIKey(environment[service.keyVariable])
    let override = environment[service.baseURLVariable]?.trimmingCharacters(in: .whitespaces)
    guard key != nil || !(override ?? "").isEmpty else { return nil }
    let text = (override?.isEmpty == false ? override : nil) ?? service.defaultBaseURL.absoluteString
    return Endpoint(descriptor: service.at(try baseURL(text, variable: service.baseURLVariable)), key: key)
  }

  /// `text` as a base URL: http or https in any case (written lowercase), a host, a port in 1...65535.
  static func baseURL(_ text: String, variable: String) throws -> URL {
    let hasPassword = URLComponents(string: text)?.password != nil
    let shown = hasPassword ? URL(string: text).map(ServiceDescriptor.display) ?? "?" : text
    guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      ["http", "https"].contains(scheme), components.host?.isEmpty == false
    else {
      throw NetworkError(.invalidConfiguration, variable: variable, value: shown)
    }
    if let port = components.port, !(1...65_535).contains(port) {
      throw NetworkError(.invalidConfiguration, detail: .portOutOfRange(String(port)), variable: variable, value: shown)
    }
    components.scheme = scheme
    guard let url = components.url else {
      throw NetworkError(.invalidConfiguration, variable: variable, value: shown)
    }
    return url
  }

  /// A number of seconds from `variable`, within `range`; `fallback` when unset or blank.
  static func seconds(
    _ environment: [String: String], _ variable: String, in range: ClosedRange<Int>, default fallback: Duration
  ) throws -> Duration {
    guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return fallback
    }
    guard let value = Double(text), value.isFinite, value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      throw NetworkError(
        .invalidConfiguration, detail: .notSeconds(minimum: range.lowerBound, maximum: range.upperBound),
        variable: variable, value: TerminalText.excerpt(text, limit: 40))
    }
    return .milliseconds(Int((value * 1000).rounded()))
  }
}
