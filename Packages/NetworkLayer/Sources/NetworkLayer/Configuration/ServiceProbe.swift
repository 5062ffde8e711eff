import Foundation

/// The result of one connectivity check, as `mosaic doctor` shows it.
public struct ConnectivityReport: Hashable, Sendable, Codable {
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
  /// One sentence: fine, or what is wrong and the fix.
  public let message: String
}

/// Sends one cheap authenticated request to a service, once, without retries or caches, to tell
/// whether it is reachable and accepts the key.
///
/// ```swift
/// let report = await ServiceProbe.check(endpoint, http: .urlSession())
/// print(report.message)
/// ```
public enum ServiceProbe {
  public static func check(
    _ endpoint: ServiceConfiguration.Endpoint, http: HTTPClient, timeout: Duration = .seconds(5)
  ) async -> ConnectivityReport {
    let service = endpoint.descriptor
    let isNews = service.id == ServiceDescriptor.newsAPI(baseURL: service.baseURL).id
    let path = isNews ? "/v2/top-headlines/sources" : "/photos"
    let query = isNews ? [] : [("per_page", "1")]
    let request: HTTPRequest
    do {
      request = try service.request(path, query: query, key: endpoint.key, timeout: timeout)
    } catch {
      return ConnectivityReport(
        service: service.id, url: service.baseURL.absoluteString, reachable: false, status: nil, milliseconds: 0,
        message: (error as? NetworkError)?.message ?? String(describing: error))
    }
    let checked =
      service.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + request.displayPath
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> Int { Int(((clock.now - start).seconds * 1000).rounded()) }
    do {
      let response = try await http.send(request)
      let message: String
      switch response.status {
      case 200..<300:
        message = "\(service.name) answered in \(elapsed()) ms."
      case 401, 403:
        let said =
          isNews
          ? NewsAPIErrors.error(for: response, request: request, service: service, hasKey: endpoint.key != nil).message
          : UnsplashErrors.error(for: response, request: request, service: service, hasKey: endpoint.key != nil)
            .message
        message =
          response.status == 403 && !isNews ? "\(service.name) is reachable but refuses requests now: \(said)" : said
      default:
        message = "\(service.name) is reachable but answered HTTP \(response.status); try again later."
      }
      return ConnectivityReport(
        service: service.id, url: checked, reachable: true, status: response.status,
        milliseconds: elapsed(), message: message)
    } catch let error as NetworkError {
      return ConnectivityReport(
        service: service.id, url: checked, reachable: false, status: nil, milliseconds: elapsed(),
        message: error.about(service).message)
    } catch {
      return ConnectivityReport(
        service: service.id, url: checked, reachable: false, status: nil, milliseconds: elapsed(),
        message: "Could not reach \(service.name): \(error).")
    }
  }
}
