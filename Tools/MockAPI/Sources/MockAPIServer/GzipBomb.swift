import Synchronization

/// A gzip stream (RFC 1952) that inflates to a JSON array of spaces, `[` + spaces + `]`, of any size: one
/// fixed-Huffman DEFLATE block of back-references, 13 bits for every 258 bytes — about 6.5 MB for 1 GiB,
/// built in milliseconds because the matches repeat every 13 bytes.
///
/// ```swift
/// let bomb = GzipBomb.bytes(inflatingTo: 1 << 30)  // built once per size, then shared
/// ```
enum GzipBomb {
  private static let built = Mutex<[Int: [UInt8]]>([:])

  /// The stream for `size` inflated bytes (at least 2), built on first use and kept.
  static func bytes(inflatingTo size: Int) -> [UInt8] {
    let size = max(size, 2)
    if let cached = built.withLock({ $0[size] }) { return cached }
    let stream = make(inflatingTo: size)
    built.withLock { $0[size] = stream }
    return stream
  }

  private static func make(inflatingTo size: Int) -> [UInt8] {
    let spaces = size - 2
    // Header: magic, deflate, no flags, no time, no extra flags, unknown OS.
    var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
    var bits = Bits()
    bits.put(1, count: 1)  // BFINAL
    bits.put(1, count: 2)  // fixed Huffman
    bits.literal(UInt8(ascii: "["))
    var left = spaces
    if left > 0 {
      bits.literal(UInt8(ascii: " "))
      left -= 1
    }
    // Eight 13-bit matches are 13 whole bytes: past the first sixteen, the stream repeats those 13 bytes.
    var matches = left / 258
    left -= matches * 258
    let written = min(matches, 16)
    for _ in 0..<written { bits.match() }
    matches -= written
    if written == 16, matches >= 8 {
      let period = Array(bits.bytes.suffix(13))
      bits.bytes.reserveCapacity(bits.bytes.count + matches / 8 * 13 + 64)
      for _ in 0..<matches / 8 { bits.bytes += period }
      matches %= 8
    }
    for _ in 0..<matches { bits.match() }
    for _ in 0..<left { bits.literal(UInt8(ascii: " ")) }
    bits.literal(UInt8(ascii: "]"))
    bits.put(0, count: 7)  // end of block: symbol 256, seven zero bits
    output += bits.finish()
    let crc = Checksum.crc32([UInt8(ascii: "]")], continuing: crcOfSpaces(spaces, after: Checksum.crc32([0x5B])))
    let length = UInt32(truncatingIfNeeded: size)
    for value in [crc, length] {
      output += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
    return output
  }

  /// DEFLATE's bit packing, least significant first, with the bytes out in the open so runs can be copied.
  private struct Bits {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func put(_ value: UInt64, count bits: Int) {
      buffer |= value << UInt64(count)
      count += bits
      while count >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }

    /// A Huffman code, stored most significant bit first.
    mutating func code(_ value: Int, count bits: Int) {
      var reversed: UInt64 = 0
      for bit in 0..<bits where value >> bit & 1 == 1 { reversed |= 1 << UInt64(bits - 1 - bit) }
      put(reversed, count: bits)
    }

    /// Literals 0-143 are the 8-bit codes 0x30-0xBF.
    mutating func literal(_ byte: UInt8) { code(0x30 + Int(byte), count: 8) }

    /// Length 258 (symbol 285, code 0xC5, no extra bits) at distance 1 (code 0, five bits).
    mutating func match() {
      code(0xC5, count: 8)
      code(0, count: 5)
    }

    mutating func finish() -> [UInt8] {
      if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      return bytes
    }
  }

  /// CRC-32 of `crc`'s data followed by `count` spaces, without looking at `count` bytes: runs of spaces
  /// double in length, joined with zlib's `crc32_combine`.
  static func crcOfSpaces(_ count: Int, after crc: UInt32) -> UInt32 {
    var result = crc
    var run = Checksum.crc32([UInt8(ascii: " ")])
    var runLength = 1
    var remaining = count
    while remaining > 0 {
      if remaining & 1 == 1 { result = combine(result, run, length: runLength) }
      remaining >>= 1
      if remaining > 0 {
        run = combine(run, run, length: runLength)
        runLength *= 2
      }
    }
    return result
  }

  /// The CRC-32 of two pieces of data joined, from their CRCs and the second one's length (zlib's
  /// `crc32_combine`: the first CRC shifted through `length` zero bytes by squaring a GF(2) operator).
  static func combine(_ first: UInt32, _ second: UInt32, length: Int) -> UInt32 {
    guard length > 0 else { return first }
    func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
      var sum: UInt32 = 0
      var vector = vector
      var index = 0
      while vector != 0 {
        if vector & 1 == 1 { sum ^= matrix[index] }
        vector >>= 1
        index += 1
      }
      return sum
    }
    func square(_ matrix: [UInt32]) -> [UInt32] { matrix.map { times(matrix, $0) } }
    var odd = [UInt32](repeating: 0, count: 32)
    odd[0] = 0xEDB8_8320
    for bit in 1..<32 { odd[bit] = 1 << (bit - 1) }
    var even = square(odd)
    odd = square(even)
    var crc = first
    var length = length
    repeat {
      even = square(odd)
      if length & 1 == 1 { crc = times(even, crc) }
      length >>= 1
      guard length > 0 else { break }
      odd = square(even)
      if length & 1 == 1 { crc = times(odd, crc) }
      length >>= 1
    } while length > 0
    return crc ^ second
  }
}
