import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The plugin's end of the frame channel: frames read from `input` (standard input), frames written to `output`
/// (the descriptor standard output was moved to). Used by one thread at a time: the runner between requests, a
/// handler's ``HostServices`` call while a request is in flight.
final class PluginChannel: Sendable {
  private let input: Int32
  private let output: Int32
  private let decoder = Mutex(FrameDecoder())

  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
  }

  /// The next frame, reading as much as it takes; `nil` at the end of the input.
  func next() throws(PluginKitError) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      if let frame = try decoder.withLock({ decoder throws(PluginKitError) in try decoder.next() }) { return frame }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      decoder.withLock { $0.append(buffer[0..<count]) }
    }
  }

  /// Writes `message` as one frame.
  func send(_ message: some Encodable) throws {
    let bytes = try FrameEncoder.frame(Array(try JSONEncoder().encode(message)))
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw PluginKitError(.malformedMessage, value: "standard output closed") }
      offset += written
    }
  }
}
