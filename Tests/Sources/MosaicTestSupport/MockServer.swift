import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A running `mosaic-mock-api` on a free loopback port, stopped by ``stop()``.
///
/// ```swift
/// let server = try await MockServer.start(["--unsplash-key", "k"])
/// defer { Task { await server.stop() } }
/// try await server.setFaults(#"{"errorRate": 0.3, "errorStatus": 500}"#)
/// ```
public final class MockServer: Sendable {
  public let port: Int
  private let process: ChildProcess

  private init(port: Int, process: ChildProcess) {
    self.port = port
    self.process = process
  }

  /// The server's root URL, for `MOSAIC_UNSPLASH_BASE_URL` and `MOSAIC_NEWSAPI_BASE_URL`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Starts the server with `arguments` (after `--port 0`) and waits for the port it prints first.
  public static func start(_ arguments: [String] = []) async throws -> MockServer {
    let process = try ChildProcess.start(
      try Binaries.mockAPI(), ["--port", "0"] + arguments, environment: ["PATH": "/usr/bin:/bin"], errors: .null)
    guard let output = process.stream(1) else { throw TestSupportError("mosaic-mock-api's output is not piped.") }
    let firstLine = await firstLine(of: output)
    guard let line = firstLine, let port = Int(line.trimmingCharacters(in: .whitespaces)), port > 0 else {
      process.terminate()
      _ = await process.waitForExit()
      throw TestSupportError("mosaic-mock-api printed '\(firstLine ?? "nothing")' instead of its port.")
    }
    return MockServer(port: port, process: process)
  }

  /// Replaces the server's fault settings with the JSON object `json`.
  public func setFaults(_ json: String) async throws {
    _ = try await send("POST", "/_faults", body: json)
  }

  /// How many API requests reached the server, by dialect.
  public func stats() async throws -> MockStats {
    try JSONDecoder().decode(MockStats.self, from: try await send("GET", "/_stats"))
  }

  /// The API requests that reached the server, oldest first, with where each carried its key (never the key).
  public func requests() async throws -> [MockRequest] {
    struct Log: Decodable { let requests: [MockRequest] }
    return try JSONDecoder().decode(Log.self, from: try await send("GET", "/_requests")).requests
  }

  /// Sends `GET path` with `headers` as a client would, returning the status and the body.
  public func get(_ path: String, headers: [String: String]) async throws -> (status: Int, body: Data) {
    guard let url = URL(string: baseURL + path) else { throw TestSupportError("Bad path '\(path)'.") }
    var request = URLRequest(url: url)
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }

  /// Stops the server and waits for it to exit.
  public func stop() async {
    guard !process.hasExited else { return }
    process.terminate()
    _ = await process.waitForExit()
  }

  private func send(_ method: String, _ path: String, body: String? = nil) async throws -> Data {
    guard let url = URL(string: baseURL + path) else { throw TestSupportError("Bad control path '\(path)'.") }
    var request = URLRequest(url: url)
    request.httpMethod = method
    if let body {
      request.httpBody = Data(body.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await URLSession.shared.data(for: request)
    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
      throw TestSupportError(
        "mosaic-mock-api refused \(method) \(path): \(String(decoding: data, as: UTF8.self))")
    }
    return data
  }

  /// The first line the process prints, read on a thread of its own that then keeps draining the pipe.
  private static func firstLine(of handle: FileHandle) async -> String? {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var buffer = Data()
        var resumed = false
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          guard !resumed else { continue }
          buffer.append(chunk)
          if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            resumed = true
            continuation.resume(returning: String(decoding: buffer[..<newline], as: UTF8.self))
          }
        }
        if !resumed { continuation.resume(returning: nil) }
      }
    }
  }
}

/// `GET /_stats` of the mock server.
public struct MockStats: Decodable, Sendable {
  public struct Requests: Decodable, Sendable {
    public let unsplash: Int
    public let news: Int
    public let images: Int
  }

  public let requests: Requests
  public let faulted: Int
}

/// One entry of `GET /_requests`.
public struct MockRequest: Decodable, Sendable {
  public let service: String
  /// Path and query as sent, a key parameter's value redacted.
  public let path: String
  public let keyInHeader: Bool
  public let keyInQuery: Bool
}

/// Runs `body` with a started mock server that is stopped afterwards.
public func withMockServer<T>(_ arguments: [String] = [], _ body: (MockServer) async throws -> T) async throws -> T {
  let server = try await MockServer.start(arguments)
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}
