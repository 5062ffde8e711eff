import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension RawHTTPClient {
  /// What one complete answer looked like on the wire.
  struct Delivery: Sendable {
    let exchange: Exchange
    /// How many reads returned bytes: one per byte for a drip.
    let reads: Int
    /// How many of those reads were needed before the head's blank line had arrived.
    let readsForHead: Int
  }

  /// GET `path` and read until the answer is complete (its `Content-Length`, or the last chunk), the server
  /// closes, `timeout` seconds pass, or (when given) `maximumBytes` have arrived; the connection stays a
  /// keep-alive one, as clients use it.
  static func deliver(
    port: Int, path: String, headers: [String: String] = [:], timeout: Int = 10, maximumBytes: Int? = nil
  ) async throws -> Delivery {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            try blockingDeliver(
              port: port, path: path, headers: headers, timeout: timeout, maximumBytes: maximumBytes ?? Int.max)
          })
      }
    }
  }

  private static func blockingDeliver(
    port: Int, path: String, headers: [String: String], timeout: Int, maximumBytes: Int
  ) throws -> Delivery {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw TestFailure("socket() failed") }
    defer { close(socketFD) }
    var wait = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
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
    var reads = 0
    var readsForHead = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
      guard count > 0 else {
        return Delivery(
          exchange: Exchange(bytes: bytes, closedByServer: count == 0 || errno == ECONNRESET), reads: reads,
          readsForHead: readsForHead)
      }
      bytes += buffer[0..<count]
      reads += 1
      let exchange = Exchange(bytes: bytes, closedByServer: false)
      if exchange.headerEnd == nil { readsForHead = reads + 1 }
      if isComplete(exchange) || bytes.count >= maximumBytes {
        return Delivery(exchange: exchange, reads: reads, readsForHead: min(readsForHead, reads))
      }
    }
  }

  private static func isComplete(_ exchange: Exchange) -> Bool {
    guard exchange.headerEnd != nil else { return false }
    if let length = exchange.contentLength { return exchange.body.count >= length }
    return exchange.body.suffix(5).elementsEqual(Array("0\r\n\r\n".utf8))
  }
}

extension RawHTTPClient.Exchange {
  /// The value of header `name` in the head.
  func header(_ name: String) -> String? {
    for line in head.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == name.lowercased() {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The status code of the status line.
  var status: Int? {
    head.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// A chunked body put back together.
  var dechunkedBody: [UInt8] {
    var output: [UInt8] = []
    var rest = body[...]
    while let lineEnd = rest.firstIndex(of: 13), lineEnd + 1 < rest.endIndex {
      let size = Int(String(decoding: rest[rest.startIndex..<lineEnd], as: UTF8.self), radix: 16) ?? 0
      let start = lineEnd + 2
      guard size > 0, start + size <= rest.endIndex else { break }
      output += rest[start..<start + size]
      rest = rest[(start + size + 2)...]
    }
    return output
  }
}
