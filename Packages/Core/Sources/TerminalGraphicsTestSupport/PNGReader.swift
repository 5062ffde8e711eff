import CoreValues
import TerminalGraphics

/// Reads a PNG file back into pixels: the signature, every chunk's CRC-32, IHDR (8-bit RGB or RGBA, not
/// interlaced), the IDAT data as a zlib stream of stored blocks only (what ``PNGWriter`` writes; a compressed
/// block throws), its Adler-32, and the five row filters. Written for tests: it throws on anything else.
///
/// ```swift
/// let bitmap = try PNGReader.decode(PNGWriter.stored(original) ?? [])
/// ```
public enum PNGReader {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  public static func decode(_ file: [UInt8]) throws -> Bitmap {
    guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure(description: "no PNG signature")
    }
    var index = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while index + 12 <= file.count, !ended {
      let length = Int(number(file, at: index))
      guard index + 12 + length <= file.count else { throw Failure(description: "a chunk past the end") }
      let type = String(decoding: file[(index + 4)..<(index + 8)], as: UTF8.self)
      let data = Array(file[(index + 8)..<(index + 8 + length)])
      let crc = number(file, at: index + 8 + length)
      guard Checksums.crc32(file[(index + 4)..<(index + 8 + length)]) == crc else {
        throw Failure(description: "bad CRC in \(type)")
      }
      switch type {
      case "IHDR": header = data
      case "IDAT": compressed += data
      case "IEND": ended = true
      default: break
      }
      index += 12 + length
    }
    guard ended, header.count == 13 else { throw Failure(description: "no IHDR or IEND") }
    let width = Int(number(header, at: 0))
    let height = Int(number(header, at: 4))
    guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
      throw Failure(description: "bit depth \(header[8]), color type \(header[9]), interlace \(header[12])")
    }
    let channels = header[9] == 2 ? 3 : 4
    let raw = try inflateStored(compressed)
    let stride = width * channels
    guard raw.count == height * (stride + 1) else { throw Failure(description: "\(raw.count) bytes of rows") }
    var rows = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      for x in 0..<stride {
        let value = raw[y * (stride + 1) + 1 + x]
        let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
        let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
        let upLeft = y > 0 && x >= channels ? Int(rows[(y - 1) * stride + x - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4: predicted = paeth(left, up, upLeft)
        default: throw Failure(description: "filter \(filter)")
        }
        rows[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predicted)
      }
    }
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for pixel in 0..<(width * height) {
      rgba += rows[(pixel * channels)..<(pixel * channels + 3)]
      rgba.append(channels == 4 ? rows[pixel * channels + 3] : 255)
    }
    guard let bitmap = Bitmap(width: width, height: height, rgba: rgba) else { throw Failure(description: "size") }
    return bitmap
  }

  /// A zlib stream of stored blocks, its Adler-32 checked.
  static func inflateStored(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
      throw Failure(description: "no zlib header")
    }
    var index = 2
    var output: [UInt8] = []
    var final = false
    while !final {
      guard index + 5 <= stream.count else { throw Failure(description: "a block past the end") }
      let flags = stream[index]
      final = flags & 1 == 1
      guard flags >> 1 & 3 == 0 else { throw Failure(description: "a compressed block (type \(flags >> 1 & 3))") }
      let length = Int(stream[index + 1]) | Int(stream[index + 2]) << 8
      let complement = Int(stream[index + 3]) | Int(stream[index + 4]) << 8
      guard length ^ complement == 0xFFFF, index + 5 + length <= stream.count else {
        throw Failure(description: "bad stored block length")
      }
      output += stream[(index + 5)..<(index + 5 + length)]
      index += 5 + length
    }
    guard index + 4 == stream.count, number(stream, at: index) == Checksums.adler32(output) else {
      throw Failure(description: "bad Adler-32 or trailing bytes")
    }
    return output
  }

  private static func number(_ bytes: [UInt8], at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }
}
