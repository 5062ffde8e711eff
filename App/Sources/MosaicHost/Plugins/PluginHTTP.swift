import Core
import Foundation
import NetworkLayer
import NetworkLayerLive
import PluginKit

/// A plugin's `http.get`, through the host's own transport: the total deadline per request, the body capped while
/// it arrives, redirects only within the origin, the rate-limit memory (keyed by the plugin and the origin, so one
/// plugin's spent budget pauses neither the host's services nor another plugin), one retry for what a retry can
/// fix. It carries the plugin's headers only: no key the host holds is ever added. The origin was checked against
/// the manifest by `HostCallHandler` before this runs.
///
/// ```swift
/// let http = PluginHTTP(http: .urlSession(), rateLimits: .inMemory(), timeout: .seconds(30))
/// let result = try await http.get("palette", URL(string: "https://api.unsplash.com/photos")!, [:], .english)
/// ```
struct PluginHTTP: Sendable {
  let http: HTTPClient
  let rateLimits: RateLimitStore
  let timeout: Duration

  /// The largest body a plugin receives: it travels back inside one frame of at most 1 MiB.
  static let maximumBodyBytes = 512 * 1024

  func get(
    _ plugin: String, _ url: URL, _ headers: [String: String], _ language: Language
  ) async throws -> HostCallResult {
    guard let descriptor = Self.descriptor(plugin, url) else {
      throw HostCallError(.invalid, message: "'\(url.absoluteString.prefix(120))' has no origin.")
    }
    let transport = ServiceTransport(
      service: descriptor, http: http, retry: RetryPolicy(maxAttempts: 2), rateLimits: rateLimits)
    let request = HTTPRequest(url: url, headers: headers, timeout: timeout, maximumBodyBytes: Self.maximumBodyBytes)
    do {
      return try await transport.get(
        request,
        mapError: { response, request in
          NetworkError(
            .httpStatus, service: descriptor.name, host: url.host, status: response.status, path: request.displayPath)
        },
        decode: { response in
          HostCallResult(
            status: response.status, contentType: response.header("content-type").map { String($0.prefix(200)) },
            body: String(decoding: response.body, as: UTF8.self))
        }
      ).value
    } catch let error as NetworkError where error.code == .httpStatus {
      throw HostCallError(.httpStatus, message: error.message(in: language), status: error.status)
    } catch let error as NetworkError {
      throw HostCallError(.network, message: error.message(in: language), status: error.status)
    }
  }

  /// The plugin's own service at `url`'s origin: `plugin.ID` (the rate-limit memory's key), named by the host it
  /// reaches (as sentences say "Could not reach api.example.com …"), no key, an hour's rate-limit window.
  static func descriptor(_ plugin: String, _ url: URL) -> ServiceDescriptor? {
    guard let scheme = url.scheme, let host = url.host,
      let origin = URL(string: "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? ""))
    else { return nil }
    return ServiceDescriptor(
      id: "plugin.\(plugin)", name: host, defaultBaseURL: origin, keyVariable: "",
      baseURLVariable: "", rateLimitWindow: .seconds(3600), keyHeader: "", probe: ServiceProbeRequest("/"))
  }
}
