import Foundation
import Hummingbird
import Logging
import MockAPIServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `MockAPI` listener on 127.0.0.1 and a free port, exactly as the executable runs it, for the length
/// of `body`.
struct LiveServer: Sendable {
  let port: Int
  let mock: MockAPI

  var baseURL: String { "http://127.0.0.1:\(port)" }

  func url(_ path: String) throws -> URL {
    guard let url = URL(string: baseURL + path) else { throw TestFailure("'\(path)' does not make a URL") }
    return url
  }

  static func run<Result: Sendable>(
    _ configuration: MockAPIConfiguration = MockAPIConfiguration(),
    _ body: @Sendable (LiveServer) async throws -> Result
  ) async throws -> Result {
    var configuration = configuration
    // Ending the test cancels the server with URLSession's connections still open, which Hummingbird logs as
    // an error; the executable shuts down gracefully instead.
    configuration.logLevel = .critical
    let mock = MockAPI(configuration: configuration)
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let app = mock.makeApplication { port in portSink.yield(port) }
    let (witnessPorts, witnessSink) = AsyncStream.makeStream(of: Int.self)
    let witness = mock.makeWitness { port in witnessSink.yield(port) }
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await app.run() }
      group.addTask { try await witness.run() }
      var witnessIterator = witnessPorts.makeAsyncIterator()
      guard await witnessIterator.next() != nil else { throw TestFailure("the witness never reported its port") }
      var iterator = ports.makeAsyncIterator()
      guard let port = await iterator.next() else { throw TestFailure("the server never reported its port") }
      do {
        let result = try await body(LiveServer(port: port, mock: mock))
        group.cancelAll()
        return result
      } catch {
        group.cancelAll()
        throw error
      }
    }
  }
}

/// A test's own failure with a message.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension URLSession {
  /// A session with no cache and no cookies, so every request reaches the server.
  static func fresh(timeout: TimeInterval = 10) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = timeout
    return URLSession(configuration: configuration)
  }

  /// GET `url` with `headers`; the body and the HTTP response.
  func get(_ url: URL, headers: [String: String] = [:]) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: url)
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await data(for: request)
    guard let http = response as? HTTPURLResponse else { throw TestFailure("'\(url)' gave no HTTP response") }
    return (data, http)
  }
}
