import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 GET over a plain socket, reading every byte until the server closes or 10 seconds pass:
/// the client's-eye view of dropped and truncated answers that URLSession turns into an error.
enum RawHTTPClient {
  struct Exchange: Sendable {
    /// Everything the server sent.
    let bytes: [UInt8]
    /// Whether the server closed the connection (rather than the read timing out).
    let closedByServer: Bool

    var headerEnd: Int? {
      guard bytes.count >= 4 else { return nil }
      return (0...(bytes.count - 4)).first { bytes[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }

    var head: String { String(decoding: bytes[..<(headerEnd ?? bytes.count)], as: UTF8.self) }

    var body: [UInt8] { headerEnd.map { Array(bytes[($0 + 4)...]) } ?? [] }

    var contentLength: Int? {
      for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
        return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
      }
      return nil
    }
  }

  /// Runs on a Dispatch thread, never blocking Swift's cooperative pool, which the server also uses.
  static func get(port: Int, path: String, headers: [String: String] = [:]) async throws -> Exchange {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Result { try blockingGet(port: port, path: path, headers: headers) })
      }
    }
  }

  private static func blockingGet(port: Int, path: String, headers: [String: String]) throws -> Exchange {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw TestFailure("socket() failed") }
    defer { close(socketFD) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw TestFailure("connect to port \(port) failed") }
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    request += "\r\n"
    let sent = Array(request.utf8).withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, 0) }
    guard sent == request.utf8.count else { throw TestFailure("send failed") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        bytes += buffer[0..<count]
      } else {
        // 0: orderly close; below 0: reset (also a close) or the 10-second timeout.
        return Exchange(bytes: bytes, closedByServer: count == 0 || errno == ECONNRESET)
      }
    }
  }
}
