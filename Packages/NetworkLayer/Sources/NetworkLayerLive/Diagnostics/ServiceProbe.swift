import Foundation
import NetworkLayer
import SafeText

/// Sends a service's probe request (``ServiceDescriptor/probe``) once, without retries or caches, to tell
/// whether it is reachable and accepts the key; the service's own error mapper words a refusal.
///
/// ```swift
/// let configuration = try ServiceConfiguration(
///   environment: ProcessInfo.processInfo.environment, services: [.unsplash, .newsAPI])
/// for endpoint in configuration.configured {
///   let report = await ServiceProbe.check(endpoint, http: .urlSession())
///   print(report.message)
/// }
/// ```
public enum ServiceProbe {
  public static func check(
    _ endpoint: ServiceConfiguration.Endpoint, http: HTTPClient,
    timeout: Duration = ServiceConfiguration.defaultRequestTimeout
  ) async -> ConnectivityReport {
    let service = endpoint.descriptor
    let probe = service.probe
    let request: HTTPRequest
    do {
      request = try service.request(
        probe.path, query: probe.query.map { ($0.name, $0.value) }, key: endpoint.key, timeout: timeout,
        maximumBodyBytes: ResponseLimits.item)
    } catch {
      let finding: ConnectivityReport.Finding =
        (error as? NetworkError).map { .failed($0) }
        ?? .unreachable(service: service.name, reason: TerminalText.excerpt(String(describing: error)))
      return ConnectivityReport(
        service: service.id, url: service.displayURL, reachable: false, status: nil, milliseconds: 0,
        finding: finding)
    }
    // The URL asked: the base URL's origin (its password shown as `***`) and the request's path and query (the
    // base URL's path is in that once), without credentials.
    var origin = URLComponents(url: service.baseURL, resolvingAgainstBaseURL: false)
    origin?.percentEncodedPath = ""
    origin?.query = nil
    let checked =
      (origin?.url.map(ServiceDescriptor.display) ?? service.displayURL)
      .trimmingCharacters(in: CharacterSet(charactersIn: "/")) + request.displayPath
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> Int { Int(((clock.now - start).seconds * 1000).rounded()) }
    do {
      let response = try await http.send(request)
      let finding: ConnectivityReport.Finding
      switch response.status {
      case 200..<300:
        finding = .answered(service: service.name)
      case 401, 403:
        let error = service.error(for: response, request: request, hasKey: endpoint.key != nil)
        finding =
          probe.refusesNow.contains(response.status) ? .refusesNow(service: service.name, error) : .failed(error)
      case 404:
        finding = .notFound(service: service.name, variable: service.baseURLVariable)
      default:
        finding = .unhealthy(service: service.name, status: response.status)
      }
      return ConnectivityReport(
        service: service.id, url: checked, reachable: true, status: response.status,
        milliseconds: elapsed(), finding: finding)
    } catch let error as NetworkError {
      return ConnectivityReport(
        service: service.id, url: checked, reachable: false, status: nil, milliseconds: elapsed(),
        finding: .failed(error.about(service)))
    } catch {
      return ConnectivityReport(
        service: service.id, url: checked, reachable: false, status: nil, milliseconds: elapsed(),
        finding: .unreachable(service: service.name, reason: TerminalText.excerpt(String(describing: error))))
    }
  }
}
