import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the article fetcher's tests and the reader's integration and end-to-end
/// tests: a thread accepts, each connection gets its own thread, reads the
/// request head and writes what `route` says for its path — a whole answer, or an endless body. It records every
/// request's head so a test can see what was sent.
///
/// ```swift
/// let server = try LoopbackPageServer { path, _ in .page(contentType: "text/html", body: Array(html.utf8)) }
/// defer { server.stop() }
/// ```
public final class LoopbackPageServer: @unchecked Sendable {
  // @unchecked: the listening socket and port are set once in init; `heads` is behind a Mutex.
  public struct Reply: Sendable {
    public var head: String
    public var body: [UInt8] = []
    /// Write `body` again and again until the client hangs up, pausing `pause` between writes.
    public var endless = false
    public var pause: Duration = .zero

    public init(head: String, body: [UInt8] = [], endless: Bool = false, pause: Duration = .zero) {
      self.head = head
      self.body = body
      self.endless = endless
      self.pause = pause
    }

    /// A whole answer with its `Content-Length`.
    public static func page(
      _ status: String = "200 OK", contentType: String?, body: [UInt8], extra: String = ""
    ) -> Reply {
      let type = contentType.map { "Content-Type: \($0)\r\n" } ?? ""
      return Reply(
        head: "HTTP/1.1 \(status)\r\n\(type)Content-Length: \(body.count)\r\n\(extra)Connection: close\r\n\r\n",
        body: body)
    }

    public static func redirect(to location: String) -> Reply {
      Reply(
        head:
          "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nSet-Cookie: session=secret\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
      )
    }
  }

  public let port: Int
  private let socket: Int32
  private let heads = Mutex<[String]>([])

  public var baseURL: String { "http://127.0.0.1:\(port)" }
  /// The same server by another name: another origin as far as redirects go.
  public var otherOriginURL: String { "http://localhost:\(port)" }
  public var requestHeads: [String] { heads.withLock { $0 } }

  public init(_ route: @escaping @Sendable (_ path: String, _ server: LoopbackPageServer) -> Reply) throws {
    let listener = Self.makeSocket()
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var one: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    socket = listener
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in acceptLoop(route) }
    thread.start()
  }

  /// Stops accepting; connections in flight end when their client hangs up.
  public func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptLoop(_ route: @escaping @Sendable (String, LoopbackPageServer) -> Reply) {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      let thread = Thread { [self] in serve(connection, route) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32, _ route: (String, LoopbackPageServer) -> Reply) {
    defer { close(connection) }
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains(subsequence: [13, 10, 13, 10]), request.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      request += buffer[0..<count]
    }
    let head = String(decoding: request, as: UTF8.self)
    heads.withLock { $0.append(head) }
    let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let reply = route(path, self)
    guard write(Array(reply.head.utf8), to: connection) else { return }
    repeat {
      guard write(reply.body, to: connection) else { return }
      if reply.pause > .zero {
        let (seconds, attoseconds) = reply.pause.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
    } while reply.endless
  }

  private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Self.noSignal) }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    private static func makeSocket() -> Int32 { Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) }
  #else
    private static let noSignal: Int32 = 0
    private static func makeSocket() -> Int32 {
      let made = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      var one: Int32 = 1
      setsockopt(made, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      return made
    }
  #endif
}

extension Array where Element == UInt8 {
  fileprivate func contains(subsequence: [UInt8]) -> Bool {
    guard count >= subsequence.count else { return false }
    return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
  }
}
