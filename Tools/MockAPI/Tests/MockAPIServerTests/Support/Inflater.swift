@testable import MockAPIServer

/// An independent DEFLATE decoder for stored and fixed-Huffman blocks (all the mock's encoder writes), so
/// the tests check the PNG stream by decoding it, not by trusting the encoder.
struct Inflater {
  private let bytes: [UInt8]
  private var bitPosition = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// RFC 1951's length and distance tables, derived from their pattern rather than copied from the encoder.
  static let lengthExtra: [Int] = (0..<28).map { $0 < 8 ? 0 : ($0 - 4) / 4 } + [0]
  static let lengthBase: [Int] =
    (0..<28).reduce(into: [3]) { bases, index in
      bases.append(bases[index] + 1 << lengthExtra[index])
    }.dropLast() + [258]
  static let distanceExtra: [Int] = (0..<30).map { $0 < 4 ? 0 : ($0 - 2) / 2 }
  static let distanceBase: [Int] = (0..<29).reduce(into: [1]) { bases, index in
    bases.append(bases[index] + 1 << distanceExtra[index])
  }

  /// Decodes a zlib stream: checks the header and the Adler-32 trailer.
  static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
      throw TestFailure("not a zlib header")
    }
    var inflater = Inflater(Array(stream[2...]))
    let output = try inflater.inflate()
    let trailerStart = 2 + (inflater.bitPosition + 7) / 8
    guard stream.count >= trailerStart + 4 else { throw TestFailure("no Adler-32 trailer") }
    let stored = stream[trailerStart..<trailerStart + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == Checksum.adler32(output) else { throw TestFailure("Adler-32 mismatch") }
    return output
  }

  /// Decodes a gzip stream (RFC 1952, no optional fields): checks the CRC-32 and length trailer.
  static func gzip(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 18, stream[0] == 0x1F, stream[1] == 0x8B, stream[2] == 8, stream[3] == 0 else {
      throw TestFailure("not a plain gzip header")
    }
    var inflater = Inflater(Array(stream[10...]))
    let output = try inflater.inflate()
    let trailerStart = 10 + (inflater.bitPosition + 7) / 8
    guard stream.count >= trailerStart + 8 else { throw TestFailure("no gzip trailer") }
    func little(_ offset: Int) -> UInt32 {
      stream[trailerStart + offset..<trailerStart + offset + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
    guard little(0) == Checksum.crc32(output) else { throw TestFailure("CRC-32 mismatch") }
    guard little(4) == UInt32(truncatingIfNeeded: output.count) else { throw TestFailure("length mismatch") }
    return output
  }

  mutating func inflate() throws -> [UInt8] {
    var output: [UInt8] = []
    var final = false
    while !final {
      final = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored(into: &output)
      case 1: try fixed(into: &output)
      default: throw TestFailure("unsupported block type")
      }
    }
    return output
  }

  private mutating func bits(_ count: Int) throws -> Int {
    var value = 0
    for index in 0..<count {
      let byte = bitPosition / 8
      guard byte < bytes.count else { throw TestFailure("stream ends early") }
      value |= Int(bytes[byte] >> UInt8(bitPosition % 8) & 1) << index
      bitPosition += 1
    }
    return value
  }

  /// Reads a Huffman code most significant bit first.
  private mutating func code(_ count: Int) throws -> Int {
    var value = 0
    for _ in 0..<count { value = value << 1 | (try bits(1)) }
    return value
  }

  private mutating func stored(into output: inout [UInt8]) throws {
    bitPosition = (bitPosition + 7) / 8 * 8
    let length = try bits(16)
    let complement = try bits(16)
    guard length ^ 0xFFFF == complement else { throw TestFailure("stored length check fails") }
    for _ in 0..<length { output.append(UInt8(try bits(8))) }
  }

  /// Fixed codes: 7 bits 0...23 → 256...279; 8 bits 48...191 → 0...143, 192...199 → 280...287; 9 bits → 144...255.
  private mutating func fixedSymbol() throws -> Int {
    var value = try code(7)
    if value <= 23 { return value + 256 }
    value = value << 1 | (try bits(1))
    if (48...191).contains(value) { return value - 48 }
    if (192...199).contains(value) { return value - 192 + 280 }
    value = value << 1 | (try bits(1))
    return value - 400 + 144
  }

  private mutating func fixed(into output: inout [UInt8]) throws {
    while true {
      let symbol = try fixedSymbol()
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < Self.lengthBase.count else { throw TestFailure("bad length symbol \(symbol)") }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let distanceCode = try code(5)
      guard distanceCode < Self.distanceBase.count else { throw TestFailure("bad distance code") }
      let distance = Self.distanceBase[distanceCode] + (try bits(Self.distanceExtra[distanceCode]))
      guard distance <= output.count else { throw TestFailure("distance \(distance) reaches before the start") }
      for _ in 0..<length { output.append(output[output.count - distance]) }
    }
  }
}
