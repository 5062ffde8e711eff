/// A small DEFLATE compressor (RFC 1951): back-references at a few chosen distances, coded with the fixed
/// Huffman tables in one final block. Enough to keep smooth placeholder images small and quick to make; not
/// a general-purpose zlib.
///
/// ```swift
/// let stream = Deflate.zlib(Array(repeating: 7, count: 10_000))  // a few dozen bytes
/// let image = Deflate.zlib(filteredRows, distances: [3, rowBytes])  // left pixel, row above
/// ```
enum Deflate {
  /// A complete zlib stream (RFC 1950): header, one fixed-Huffman DEFLATE block and the Adler-32 trailer.
  static func zlib(_ data: [UInt8], distances: [Int] = [1, 2, 3, 4]) -> [UInt8] {
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes the header a multiple of 31, no dictionary.
    var output: [UInt8] = [0x78, 0x01]
    output += compress(data, distances: distances)
    let adler = Checksum.adler32(data)
    output += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    return output
  }

  /// Raw DEFLATE data: one final block with fixed Huffman codes.
  ///
  /// `distances` are the only back-references tried at each position, longest match wins: cheap, and for
  /// filtered images (the pixel to the left, the row above) about as good as a full search.
  static func compress(_ data: [UInt8], distances: [Int] = [1, 2, 3, 4]) -> [UInt8] {
    var writer = BitWriter()
    writer.write(bits: 1, count: 1)  // BFINAL
    writer.write(bits: 1, count: 2)  // BTYPE = 01, fixed Huffman
    let distances = distances.filter { (1...32_768).contains($0) }
    data.withUnsafeBufferPointer { bytes in
      var position = 0
      while position < bytes.count {
        let limit = min(258, bytes.count - position)
        var bestLength = 0
        var bestDistance = 0
        for distance in distances where distance <= position {
          var length = 0
          while length < limit, bytes[position - distance + length] == bytes[position + length] { length += 1 }
          if length > bestLength {
            bestLength = length
            bestDistance = distance
          }
        }
        if bestLength >= 3 {
          writeLength(bestLength, to: &writer)
          writeDistance(bestDistance, to: &writer)
          position += bestLength
        } else {
          writeLiteral(Int(bytes[position]), to: &writer)
          position += 1
        }
      }
    }
    writeLiteral(256, to: &writer)  // end of block
    return writer.finish()
  }

  static let lengthBases: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBases: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// Writes literal/length symbol `symbol` (0...287) with its fixed Huffman code.
  static func writeLiteral(_ symbol: Int, to writer: inout BitWriter) {
    switch symbol {
    case 0...143: writer.write(huffman: 0x30 + symbol, count: 8)
    case 144...255: writer.write(huffman: 0x190 + symbol - 144, count: 9)
    case 256...279: writer.write(huffman: symbol - 256, count: 7)
    default: writer.write(huffman: 0xC0 + symbol - 280, count: 8)
    }
  }

  static func writeLength(_ length: Int, to writer: inout BitWriter) {
    var index = lengthBases.count - 1
    while lengthBases[index] > length { index -= 1 }
    writeLiteral(257 + index, to: &writer)
    writer.write(bits: length - lengthBases[index], count: lengthExtraBits[index])
  }

  static func writeDistance(_ distance: Int, to writer: inout BitWriter) {
    var index = distanceBases.count - 1
    while distanceBases[index] > distance { index -= 1 }
    writer.write(huffman: index, count: 5)
    writer.write(bits: distance - distanceBases[index], count: distanceExtraBits[index])
  }
}
