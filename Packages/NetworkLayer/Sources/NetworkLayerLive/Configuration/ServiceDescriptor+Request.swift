import Foundation
import NetworkLayer

extension ServiceDescriptor {
  /// A GET request for `path` (starting with `/`) and `query` under the base URL, with the service's fixed
  /// headers and, when given, the key in its header — never in the URL, so it cannot reach a log line or a
  /// cache key.
  ///
  /// - Throws: ``NetworkError`` `.invalidConfiguration` when the base URL cannot hold the path.
  func request(
    _ path: String, query: [(String, String)] = [], key: APIKey?, timeout: Duration,
    maximumBodyBytes: Int = ResponseLimits.list
  ) throws -> HTTPRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw invalidBaseURL(path)
    }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = basePath + path
    components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.0, value: $0.1) }
    guard let url = components.url else { throw invalidBaseURL(path) }
    var headers = fixedHeaders.merging(["Accept": "application/json"]) { fixed, _ in fixed }
    if let key { headers[keyHeader] = keyPrefix + key.revealed }
    return HTTPRequest(
      url: url, headers: headers, timeout: timeout, maximumBodyBytes: maximumBodyBytes, keyHeaders: [keyHeader])
  }

  private func invalidBaseURL(_ path: String) -> NetworkError {
    NetworkError(
      .invalidConfiguration, service: name, host: hostDescription, path: path, variable: baseURLVariable,
      value: displayURL)
  }
}
