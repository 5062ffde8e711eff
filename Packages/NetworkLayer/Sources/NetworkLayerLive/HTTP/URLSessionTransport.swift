import Foundation
import NetworkLayer
import SafeText
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one URLSession behind ``HTTPClient/urlSession(redirects:)``: private and ephemeral (no URL cache, no
/// cookies, no credential storage), created on the first request only, so a run that sends none creates none.
final class URLSessionTransport: Sendable {
  private let redirects: RedirectPolicy
  private let delegate = SessionDelegate()
  private let session = Mutex<URLSession?>(nil)

  init(redirects: RedirectPolicy) {
    self.redirects = redirects
  }

  deinit {
    session.withLock { $0?.finishTasksAndInvalidate() }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    // Foundation's own timer restarts with every byte; the delegate's deadline does not. This one only
    // catches a connection that never starts.
    urlRequest.timeoutInterval = max(request.timeout.seconds, 1)
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    urlRequest.httpShouldHandleCookies = false
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let task = openSession().dataTask(with: urlRequest)
    let id = task.taskIdentifier
    let exchange = Exchange(request: request, redirects: redirects)
    let delegate = self.delegate
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        delegate.start(task, exchange, continuation: continuation)
      }
    } onCancel: {
      delegate.abandon(id)
    }
  }

  private func openSession() -> URLSession {
    session.withLock { session in
      if let session { return session }
      let configuration = FoundationStores.configuration()
      let queue = OperationQueue()
      queue.maxConcurrentOperationCount = 1
      queue.name = "mosaic.network.delegate"
      let created = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
      session = created
      return created
    }
  }

  /// A Foundation error as a ``NetworkError`` about `request`'s host.
  static func networkError(_ error: any Error, request: HTTPRequest?) -> NetworkError {
    let host = request?.hostDescription ?? "?"
    if let error = error as? NetworkError { return error }
    guard let error = error as? URLError else {
      return .transport(
        host: host, detail: .other(TerminalText.excerpt(String(describing: error), redacting: request?.secrets ?? [])))
    }
    switch error.code {
    case .timedOut: return .timeout(host: host, after: request?.timeout ?? .zero)
    case .cannotConnectToHost: return .transport(host: host, detail: .connectionRefused)
    case .cannotFindHost, .dnsLookupFailed: return .transport(host: host, detail: .hostNotFound)
    case .networkConnectionLost: return .transport(host: host, detail: .connectionLost)
    case .notConnectedToInternet: return .transport(host: host, detail: .notConnected)
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
      return .transport(host: host, detail: .tlsFailed)
    case .badServerResponse: return .transport(host: host, detail: .incompleteAnswer)
    case .badURL, .unsupportedURL: return .transport(host: host, detail: .invalidURL)
    default:
      // libcurl refuses headers over 100 KB with "Out of memory" (CURLE_OUT_OF_MEMORY).
      let text = error.localizedDescription
      if text.localizedCaseInsensitiveContains("out of memory") {
        return NetworkError(.badResponse, host: host, detail: .headersTooLarge, path: request?.displayPath)
      }
      return .transport(host: host, detail: .other(TerminalText.excerpt(text, redacting: request?.secrets ?? [])))
    }
  }
}
