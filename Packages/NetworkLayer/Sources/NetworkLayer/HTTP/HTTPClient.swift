import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response; the seam every service client talks
/// through, so tests replace the network in-process.
///
/// ```swift
/// let client = HTTPClient.urlSession()
/// let response = try await client.send(HTTPRequest(url: url))
/// ```
public struct HTTPClient: Sendable {
  /// Sends `request`. Fails with ``NetworkError`` `.transport` or `.timeout`; any status is a response.
  public var send: @Sendable (_ request: HTTPRequest) async throws -> HTTPResponse

  public init(send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
    self.send = send
  }

  /// The real network through `URLSession`, with the request's timeout applied to the whole exchange.
  public static func urlSession(_ session: URLSession = .shared) -> HTTPClient {
    HTTPClient { request in
      var urlRequest = URLRequest(url: request.url)
      urlRequest.httpMethod = request.method
      urlRequest.timeoutInterval = request.timeout.seconds
      urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
      for (name, value) in request.headers {
        urlRequest.setValue(value, forHTTPHeaderField: name)
      }
      let host =
        request.url.host.map { host in request.url.port.map { "\(host):\($0)" } ?? host }
        ?? request.url.absoluteString
      do {
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
          throw NetworkError.transport(host: host, detail: "the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
          headers[name] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
      } catch let error as URLError where error.code == .timedOut {
        throw NetworkError.timeout(host: host, after: request.timeout)
      } catch let error as URLError {
        throw NetworkError.transport(host: host, detail: Self.describe(error))
      } catch let error as NetworkError {
        throw error
      } catch {
        throw NetworkError.transport(host: host, detail: String(describing: error))
      }
    }
  }

  private static func describe(_ error: URLError) -> String {
    switch error.code {
    case .cannotConnectToHost: "the connection was refused"
    case .cannotFindHost, .dnsLookupFailed: "the host name did not resolve"
    case .networkConnectionLost: "the connection dropped mid-answer"
    case .notConnectedToInternet: "there is no network connection"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
      "the TLS handshake failed"
    case .badServerResponse: "the server closed the connection without a complete answer"
    default: error.localizedDescription
    }
  }
}

extension Duration {
  /// The duration in seconds as a floating-point number.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
