/// Splits a byte stream into frames: a 4-byte big-endian length, then that many bytes.
///
/// Bytes are appended as they arrive; ``next()`` returns one whole frame or `nil` until one is complete. A length of
/// 0 or past `maximumFrameBytes` throws at once, before any of its body is buffered, so a hostile peer can make
/// the reader hold at most one frame's worth.
///
/// ```swift
/// var decoder = FrameDecoder()
/// decoder.append(bytes)
/// while let frame = try decoder.next() { handle(frame) }
/// ```
public struct FrameDecoder: Sendable {
  public let maximumFrameBytes: Int
  private var buffer: [UInt8] = []
  private var start = 0

  public init(maximumFrameBytes: Int = PluginProtocol.maximumFrameBytes) {
    self.maximumFrameBytes = maximumFrameBytes
  }

  /// The bytes received but not yet returned in a frame.
  public var pendingByteCount: Int { buffer.count - start }

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole frame's body, or `nil` when more bytes are needed.
  ///
  /// - Throws: ``PluginKitError`` `.frameTooLarge` for a length of 0 or past the maximum.
  public mutating func next() throws(PluginKitError) -> [UInt8]? {
    guard pendingByteCount >= 4 else { return nil }
    let length = buffer[start..<start + 4].reduce(0) { ($0 << 8) | Int($1) }
    guard length > 0, length <= maximumFrameBytes else {
      throw PluginKitError(.frameTooLarge, value: String(length))
    }
    guard pendingByteCount - 4 >= length else { return nil }
    let body = Array(buffer[start + 4..<start + 4 + length])
    start += 4 + length
    return body
  }
}

/// Writes frames: the body's length as 4 big-endian bytes, then the body.
public enum FrameEncoder {
  /// `body` framed.
  ///
  /// - Throws: ``PluginKitError`` `.frameTooLarge` for an empty body or one past the maximum.
  public static func frame(
    _ body: some Collection<UInt8>, maximumFrameBytes: Int = PluginProtocol.maximumFrameBytes
  ) throws(PluginKitError) -> [UInt8] {
    guard !body.isEmpty, body.count <= maximumFrameBytes else {
      throw PluginKitError(.frameTooLarge, value: String(body.count))
    }
    let length = UInt32(body.count)
    return [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
      + body
  }
}
