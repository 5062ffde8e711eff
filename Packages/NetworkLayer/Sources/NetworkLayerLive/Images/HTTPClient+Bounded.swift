import Foundation
import NetworkLayer
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// URLSession reading bodies as they arrive and stopping a transfer the moment it passes `maximumBytes`
  /// (or its `Content-Length` says it will), so a hostile image server cannot make Mosaic hold more; the
  /// request's timeout bounds the whole exchange. A body too large fails with ``ImageError`` `tooLarge`.
  ///
  /// ```swift
  /// let http = HTTPClient.bounded(maximumBytes: 32 << 20)
  /// let source = ImageSource.http(http: http, rateLimits: .inMemory())
  /// ```
  public static func bounded(maximumBytes: Int) -> HTTPClient {
    let delegate = BoundedTransfers(maximumBytes: maximumBytes)
    let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
    return HTTPClient { request in try await delegate.send(request, on: session) }
  }
}

/// The transfers of a bounded session, by task, behind a lock; URLSession calls the delegate on its own
/// queue, and every state change happens under `transfers`' lock, hence `@unchecked Sendable`.
final class BoundedTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Transfer {
    let request: HTTPRequest
    let continuation: CheckedContinuation<HTTPResponse, any Error>
    var response: HTTPURLResponse?
    var body = Data()
    var tooLarge = false
  }

  private let maximumBytes: Int
  private let transfers = Mutex<[Int: Transfer]>([:])

  init(maximumBytes: Int) {
    self.maximumBytes = maximumBytes
  }

  func send(_ request: HTTPRequest, on session: URLSession) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.timeoutInterval = Double(request.timeout.components.seconds)
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.dataTask(with: urlRequest)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfers.withLock { $0[task.taskIdentifier] = Transfer(request: request, continuation: continuation) }
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = transfers.withLock { transfers -> Bool in
      transfers[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
      guard response.expectedContentLength <= Int64(maximumBytes) else {
        transfers[dataTask.taskIdentifier]?.tooLarge = true
        return false
      }
      return true
    }
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow = transfers.withLock { transfers -> Bool in
      guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
      guard transfer.body.count + data.count <= maximumBytes else {
        transfer.tooLarge = true
        transfer.body = Data()
        transfers[dataTask.taskIdentifier] = transfer
        return true
      }
      transfer.body.append(data)
      transfers[dataTask.taskIdentifier] = transfer
      return false
    }
    if overflow { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    let request = transfer.request
    if transfer.tooLarge {
      return transfer.continuation.resume(throwing: ImageError(.tooLarge, url: request.url, limit: maximumBytes))
    }
    let host = request.url.host.map { host in request.url.port.map { "\(host):\($0)" } ?? host } ?? "?"
    if let error = error as? URLError {
      let failure: any Error =
        switch error.code {
        case .cancelled: CancellationError()
        case .timedOut: NetworkError(.timeout, host: host, timeLimit: request.timeout)
        case .cannotConnectToHost: NetworkError(.transport, host: host, detail: .connectionRefused)
        case .cannotFindHost, .dnsLookupFailed: NetworkError(.transport, host: host, detail: .hostNotFound)
        case .networkConnectionLost: NetworkError(.transport, host: host, detail: .connectionLost)
        case .notConnectedToInternet: NetworkError(.transport, host: host, detail: .notConnected)
        default: NetworkError(.transport, host: host, detail: .other(error.localizedDescription))
        }
      return transfer.continuation.resume(throwing: failure)
    }
    if let error {
      return transfer.continuation.resume(
        throwing: NetworkError(.transport, host: host, detail: .other(String(describing: error))))
    }
    guard let response = transfer.response else {
      return transfer.continuation.resume(throwing: NetworkError(.transport, host: host, detail: .notHTTP))
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields { headers[name] = value }
    transfer.continuation.resume(
      returning: HTTPResponse(status: response.statusCode, headers: headers, body: transfer.body))
  }
}
