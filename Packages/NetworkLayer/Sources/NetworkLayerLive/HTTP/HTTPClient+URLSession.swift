import Foundation
import NetworkLayer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
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
      let host = request.hostDescription
      do {
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
          throw NetworkError.transport(host: host, detail: .notHTTP)
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
          headers[name] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
      } catch let error as URLError where error.code == .timedOut {
        throw NetworkError.timeout(host: host, after: request.timeout)
      } catch let error as URLError {
        throw NetworkError.transport(host: host, detail: Self.detail(error))
      } catch let error as NetworkError {
        throw error
      } catch {
        throw NetworkError.transport(host: host, detail: .other(String(describing: error)))
      }
    }
  }

  private static func detail(_ error: URLError) -> NetworkError.Detail {
    switch error.code {
    case .cannotConnectToHost: .connectionRefused
    case .cannotFindHost, .dnsLookupFailed: .hostNotFound
    case .networkConnectionLost: .connectionLost
    case .notConnectedToInternet: .notConnected
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate: .tlsFailed
    case .badServerResponse: .incompleteAnswer
    default: .other(error.localizedDescription)
    }
  }
}
