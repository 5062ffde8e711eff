import Testing

@testable import MockAPIServer

@Suite struct PNGEncoderTests {
  /// A PNG split into its chunks, each checked against its CRC.
  struct Chunk {
    let type: String
    let data: [UInt8]
  }

  static func chunks(_ png: [UInt8]) throws -> [Chunk] {
    guard png.starts(with: PNGEncoder.signature) else { throw TestFailure("no PNG signature") }
    var chunks: [Chunk] = []
    var offset = 8
    while offset < png.count {
      guard offset + 12 <= png.count else { throw TestFailure("chunk header runs past the end") }
      let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
      let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
      let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      guard Checksum.crc32(typeAndData) == crc else { throw TestFailure("CRC mismatch") }
      chunks.append(Chunk(type: String(decoding: typeAndData[0..<4], as: UTF8.self), data: Array(typeAndData[4...])))
      offset += 12 + length
    }
    return chunks
  }

  /// Decodes an RGB PNG written with Sub or no filtering back to its pixels.
  static func decode(_ png: [UInt8]) throws -> (width: Int, height: Int, rgb: [UInt8]) {
    let chunks = try chunks(png)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
      throw TestFailure("IHDR is not first")
    }
    let width = Int(header.data[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    let height = Int(header.data[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    guard header.data[8] == 8, header.data[9] == 2 else { throw TestFailure("not 8-bit RGB") }
    let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    let filtered = try Inflater.zlib(stream)
    let rowBytes = width * 3
    guard filtered.count == height * (rowBytes + 1) else { throw TestFailure("wrong decompressed size") }
    var rgb: [UInt8] = []
    for row in 0..<height {
      let start = row * (rowBytes + 1)
      let filter = filtered[start]
      for column in 0..<rowBytes {
        let left = column >= 3 && filter == 1 ? rgb[row * rowBytes + column - 3] : 0
        rgb.append(filtered[start + 1 + column] &+ left)
      }
    }
    return (width, height, rgb)
  }

  @Test func encode_writesSignatureHeaderAndCheckedChunks() throws {
    let png = try PNGEncoder.encode(rgb: [255, 0, 0, 0, 0, 255], width: 2, height: 1)
    let chunks = try Self.chunks(png)
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(chunks[0].data == [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])
    #expect(chunks[2].data.isEmpty)
  }

  @Test func encode_roundTripsAGradient() throws {
    let width = 37
    let height = 23
    var rgb: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { rgb += [UInt8(x * 6), UInt8(y * 11), UInt8((x * y) % 256)] }
    }
    let decoded = try Self.decode(try PNGEncoder.encode(rgb: rgb, width: width, height: height))
    #expect(decoded.width == width)
    #expect(decoded.height == height)
    #expect(decoded.rgb == rgb)
  }

  @Test func encode_refusesPixelsThatDoNotMatchTheSize() {
    #expect(throws: MockAPIError.self) { try PNGEncoder.encode(rgb: [1, 2, 3], width: 2, height: 1) }
    #expect(throws: MockAPIError.self) { try PNGEncoder.encode(rgb: [], width: 0, height: 0) }
  }
}

@Suite struct DeflateTests {
  static let inputs: [(id: String, bytes: [UInt8])] = [
    ("empty", []),
    ("one byte", [42]),
    ("run", Array(repeating: 7, count: 10_000)),
    ("text", Array(String(repeating: "the quick brown fox jumps over the lazy dog ", count: 50).utf8)),
    (
      "noise",
      {
        var random = SplitMix64(seed: 9)
        return (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      }()
    ),
  ]

  @Test(arguments: inputs.indices)
  func zlib_roundTripsThroughAnIndependentInflater(index: Int) throws {
    let input = Self.inputs[index].bytes
    #expect(try Inflater.zlib(Deflate.zlib(input)) == input, "\(Self.inputs[index].id)")
  }

  @Test func zlib_withRowDistances_roundTripsAndIgnoresDistancesBeyondTheWindow() throws {
    let row = (0..<300).map { UInt8($0 % 7) }
    let input = Array([[UInt8]](repeating: row, count: 20).joined())
    let stream = Deflate.zlib(input, distances: [300, 40_000])
    #expect(try Inflater.zlib(stream) == input)
    #expect(stream.count < input.count / 5)
  }

  @Test func compress_shrinksRepetitiveData() {
    #expect(Deflate.zlib(Array(repeating: 7, count: 10_000)).count < 200)
  }
}

@Suite struct ChecksumTests {
  @Test func crc32_matchesTheStandardCheckValue() {
    #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Checksum.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func crc32_continues() {
    let whole = Checksum.crc32(Array("123456789".utf8))
    #expect(Checksum.crc32(Array("6789".utf8), continuing: Checksum.crc32(Array("12345".utf8))) == whole)
  }

  @Test func adler32_matchesKnownValues() {
    #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Checksum.adler32([]) == 1)
    // Long input crosses the 5552-byte modulo boundary many times.
    let long = [UInt8](repeating: 255, count: 100_000)
    var low: UInt64 = 1
    var high: UInt64 = 0
    for byte in long {
      low = (low + UInt64(byte)) % 65_521
      high = (high + low) % 65_521
    }
    #expect(Checksum.adler32(long) == UInt32(high << 16 | low))
  }
}
