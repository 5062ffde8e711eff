import Foundation
import NetworkLayer
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Receives every task of one ``URLSessionTransport`` as it arrives — headers, body chunks, redirects — and
/// ends each exchange as soon as a rule says so: the body cap, the redirect policy, the total deadline, or
/// the caller's cancellation.
///
/// The caller is resumed at once; the task is cancelled from another queue, because on Linux `cancel()`
/// waits for the transfer's own queue, which a fast or decompressing server can keep busy. Bytes that keep
/// arriving meanwhile are counted and dropped, never kept.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: every mutable state lives in `exchanges`, behind a Mutex; the rest is immutable.
  private struct Entry {
    var exchange: Exchange
    var continuation: CheckedContinuation<HTTPResponse, any Error>?
    var task: URLSessionTask
    var deadline: Task<Void, Never>?
  }

  private let entries = Mutex<(open: [Int: Entry], abandoned: Set<Int>)>(([:], []))

  /// Starts `task` for `exchange` and resumes `continuation` once, when it ends.
  func start(
    _ task: URLSessionTask, _ exchange: Exchange, continuation: CheckedContinuation<HTTPResponse, any Error>
  ) {
    let id = task.taskIdentifier
    let alreadyAbandoned = entries.withLock { state in
      guard !state.abandoned.contains(id) else { return true }
      state.open[id] = Entry(exchange: exchange, continuation: continuation, task: task)
      return false
    }
    guard !alreadyAbandoned else {
      continuation.resume(throwing: CancellationError())
      return
    }
    let limit = exchange.request.timeout
    let host = exchange.request.hostDescription
    let deadline = Task { [weak self] in
      guard (try? await Task.sleep(for: limit)) != nil else { return }
      self?.finish(id, .fail(.timeout(host: host, after: limit)))
    }
    entries.withLock { $0.open[id]?.deadline = deadline }
    task.resume()
  }

  /// The caller stopped waiting: ends the exchange with `CancellationError`.
  func abandon(_ id: Int) {
    let open = entries.withLock { state in
      if state.open[id] == nil { state.abandoned.insert(id) }
      return state.open[id] != nil
    }
    if open { finish(id, nil) }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    completionHandler(.allow)
    guard let http = response as? HTTPURLResponse else { return }
    let headers = Self.headers(of: http)
    step(dataTask.taskIdentifier) {
      $0.receive(status: http.statusCode, headers: headers, expectedLength: http.expectedContentLength)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    step(dataTask.taskIdentifier) { $0.receive(data) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    // FoundationNetworking is answered before the exchange ends: ending it cancels the task from another
    // queue, and on Linux a redirect answered after that cancel traps ("Received callback for HTTP
    // redirection, but we're not waiting for it"), seen when a refused cross-origin redirect raced it.
    let id = task.taskIdentifier
    let next = advance(id) { $0.redirect(to: request.url) }
    completionHandler(next == .proceed ? request : nil)
    if let next, next != .proceed { finish(id, next) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let id = task.taskIdentifier
    if let error {
      let request = entries.withLock { $0.open[id]?.exchange.request }
      finish(id, .fail(URLSessionTransport.networkError(error, request: request)))
      return
    }
    let response = task.response as? HTTPURLResponse
    let headers = response.map(Self.headers(of:)) ?? [:]
    step(id) { $0.completed(fallbackStatus: response?.statusCode, fallbackHeaders: headers) }
  }

  /// Applies `transition` to the open exchange `id` and ends it when the rule says so; returns whether it goes on.
  @discardableResult
  private func step(_ id: Int, _ transition: (inout Exchange) -> Exchange.Step) -> Bool {
    guard let next = advance(id, transition) else { return false }
    guard next == .proceed else {
      finish(id, next)
      return false
    }
    return true
  }

  /// Applies `transition` to the open exchange `id` without ending it: the next step, or `nil` when the
  /// exchange has already ended.
  private func advance(_ id: Int, _ transition: (inout Exchange) -> Exchange.Step) -> Exchange.Step? {
    entries.withLock { state -> Exchange.Step? in
      // Taken out and put back, so the body is appended in place rather than copied.
      guard var entry = state.open.removeValue(forKey: id) else { return nil }
      let next = transition(&entry.exchange)
      state.open[id] = entry
      return next
    }
  }

  /// Ends exchange `id` once: resumes its caller with `step` (or `CancellationError` for `nil`), stops its
  /// deadline, and cancels its task from another queue.
  private func finish(_ id: Int, _ step: Exchange.Step?) {
    guard let entry = entries.withLock({ $0.open.removeValue(forKey: id) }) else { return }
    entry.deadline?.cancel()
    switch step {
    case .respond(let response): entry.continuation?.resume(returning: response)
    case .fail(let error): entry.continuation?.resume(throwing: error)
    case .proceed, nil: entry.continuation?.resume(throwing: CancellationError())
    }
    let task = entry.task
    if task.state == .running || task.state == .suspended {
      DispatchQueue.global().async { task.cancel() }
    }
  }

  private static func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name] = value
    }
    return headers
  }
}
