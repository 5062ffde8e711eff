extension Deflate {
  /// Packs bits least significant first, as DEFLATE stores them.
  struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    /// Writes the low `count` bits of `bits`, least significant first (extra bits, header fields).
    mutating func write(bits: Int, count: Int) {
      guard count > 0 else { return }
      buffer |= UInt64(bits) << UInt64(bufferedBits)
      bufferedBits += count
      while bufferedBits >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bufferedBits -= 8
      }
    }

    /// Writes a Huffman code, which DEFLATE stores most significant bit first.
    mutating func write(huffman code: Int, count: Int) {
      var reversed = 0
      for bit in 0..<count where code >> bit & 1 == 1 {
        reversed |= 1 << (count - 1 - bit)
      }
      write(bits: reversed, count: count)
    }

    /// The bytes written, the last one padded with zero bits.
    consuming func finish() -> [UInt8] {
      if bufferedBits > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      return bytes
    }
  }
}
