import CZlib
import Foundation

/// The bytes of a gzip file, inflated with zlib; nil when they are not gzip or inflate past `limit`.
enum Gzip {
  static func inflate(_ data: Data, limit: Int = 64 * 1_048_576) -> [UInt8]? {
    var stream = z_stream()
    // 15 + 16: a window of 32 KB, gzip framing.
    guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return nil
    }
    defer { inflateEnd(&stream) }
    var input = [UInt8](data)
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let finished: Bool = input.withUnsafeMutableBufferPointer { inputBuffer in
      stream.next_in = inputBuffer.baseAddress
      stream.avail_in = uInt(inputBuffer.count)
      while true {
        let status = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
          stream.next_out = chunkBuffer.baseAddress
          stream.avail_out = uInt(chunkBuffer.count)
          return CZlib.inflate(&stream, Z_NO_FLUSH)
        }
        output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
        if status == Z_STREAM_END { return true }
        if status != Z_OK || output.count > limit { return false }
      }
    }
    return finished ? output : nil
  }
}
