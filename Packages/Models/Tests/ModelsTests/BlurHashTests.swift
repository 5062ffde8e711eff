import Foundation
import Models
import Testing

@Suite struct BlurHashTests {
  /// The example hash of the woltapp/blurhash README.
  static let example = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"

  struct PixelCase: Sendable, CustomTestStringConvertible {
    let hash: String
    let size: Int
    let x: Int
    let y: Int
    let rgb: [UInt8]
    var testDescription: String { "\(hash) (\(x), \(y))" }
  }

  // Expected values from the woltapp reference decoders (C and TypeScript agree on each of these).
  @Test(arguments: [
    PixelCase(hash: example, size: 32, x: 0, y: 0, rgb: [135, 164, 177]),
    PixelCase(hash: example, size: 32, x: 31, y: 0, rgb: [137, 166, 181]),
    PixelCase(hash: example, size: 32, x: 0, y: 31, rgb: [136, 144, 147]),
    PixelCase(hash: example, size: 32, x: 16, y: 16, rgb: [158, 125, 108]),
    PixelCase(hash: example, size: 32, x: 31, y: 31, rgb: [133, 142, 147]),
    PixelCase(hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", size: 16, x: 0, y: 0, rgb: [91, 67, 0]),
    PixelCase(hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", size: 16, x: 15, y: 0, rgb: [246, 241, 234]),
    PixelCase(hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", size: 16, x: 8, y: 8, rgb: [181, 107, 80]),
  ])
  func decode_knownHash_matchesTheReference(_ testCase: PixelCase) throws {
    let pixels = try BlurHash.decode(testCase.hash, width: testCase.size, height: testCase.size)

    #expect(pixels.count == testCase.size * testCase.size * 3)
    let offset = (testCase.y * testCase.size + testCase.x) * 3
    #expect(Array(pixels[offset..<offset + 3]) == testCase.rgb)
  }

  @Test func decode_punch_strengthensContrast() throws {
    let plain = try BlurHash.decode(Self.example, width: 32, height: 32)
    let punched = try BlurHash.decode(Self.example, width: 32, height: 32, punch: 2)

    // The reference decoder gives (116, 176, 201) for the top-left pixel at punch 2.
    #expect(Array(punched[0..<3]) == [116, 176, 201])
    #expect(punched != plain)
  }

  @Test func decode_nonSquareSize_givesRowMajorBytes() throws {
    let pixels = try BlurHash.decode(Self.example, width: 7, height: 5)

    #expect(pixels.count == 7 * 5 * 3)
  }

  @Test func encode_thenDecode_staysClose() throws {
    // A smooth image, the kind a BlurHash is meant for: gentle waves of color.
    let (width, height) = (24, 16)
    var image: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let u = Double.pi * Double(x) / Double(width)
        let v = Double.pi * Double(y) / Double(height)
        image += [UInt8(150 + 25 * cos(u)), UInt8(120 + 20 * cos(v)), UInt8(100 + 15 * cos(u) * cos(v))]
      }
    }

    let hash = try BlurHash.encode(rgb: image, width: width, height: height, componentsX: 4, componentsY: 3)
    let decoded = try BlurHash.decode(hash, width: width, height: height)

    #expect(hash.count == 4 + 2 * 4 * 3)
    let differences = zip(image, decoded).map { abs(Int($0) - Int($1)) }
    let mean = Double(differences.reduce(0, +)) / Double(differences.count)
    // The reference implementation's own round trip of this image: worst 24, mean 6.1.
    #expect((differences.max() ?? 0) <= 32)
    #expect(mean <= 8)
  }

  @Test func decode_thenEncode_keepsTheAverageColorAndComponentCounts() throws {
    let pixels = try BlurHash.decode(Self.example, width: 32, height: 32)

    let again = try BlurHash.encode(rgb: pixels, width: 32, height: 32, componentsX: 4, componentsY: 3)

    #expect(try BlurHash.componentCounts(of: again) == (x: 4, y: 3))
    let distance = try BlurHash.averageColor(of: again).maximumChannelDistance(
      to: BlurHash.averageColor(of: Self.example))
    #expect(distance <= 2)
  }

  @Test func encode_gradient_matchesTheReferenceEncoder() throws {
    // A 4x4 image; the woltapp TypeScript encoder gives the same hash for it.
    var image: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<4 {
        image += [UInt8(x * 60), UInt8(y * 60), 128]
      }
    }

    let hash = try BlurHash.encode(rgb: image, width: 4, height: 4, componentsX: 4, componentsY: 3)

    #expect(hash == Self.referenceGradientHash)
  }

  static let referenceGradientHash = "LNDJPB3=A=~D.+IdN]z|dxeXfQeX"

  @Test func encode_singleColor_hasOnlyTheDCComponent() throws {
    let image = [UInt8](repeating: 0, count: 3 * 3 * 3).enumerated().map { [UInt8(200), 100, 50][$0.offset % 3] }

    let hash = try BlurHash.encode(rgb: image, width: 3, height: 3, componentsX: 1, componentsY: 1)

    #expect(hash.count == 6)
    #expect(try BlurHash.averageColor(of: hash) == RGBColor(red: 200, green: 100, blue: 50))
    #expect(try BlurHash.componentCounts(of: hash) == (x: 1, y: 1))
  }

  @Test(arguments: [
    (example, 4, 3),
    ("LlMF%n00%#MwS|WCWEM{R*bbWBbH", 4, 3),
    ("00TI:j", 1, 1),
    (
      "|rF?hV%2WCj[ayj[a|j[az_NaeWBj@ayfRayfQfQM{M|azj[azf6fQfQfQIpWXofj[ayj[j[fQayWCoeoeaya}j[ayfQa{oLj?j[WVj[ayayj[fQoff7azayj[ayj[j[ayofayayayj[fQj[ayayj[ayfjj[j[ayjuayj[",
      9, 9
    ),
  ])
  func componentCounts_validHash_readsTheSizeFlag(hash: String, x: Int, y: Int) throws {
    #expect(BlurHash.isValid(hash))
    #expect(try BlurHash.componentCounts(of: hash) == (x: x, y: y))
  }

  @Test(arguments: [
    ("", "it is empty"),
    ("abc", "it is 3 characters long but its size flag 'a' (1x5 components) needs 14"),
    ("LEHV6nWB2yk8pyo0adR*.7kCMdn", "it is 27 characters long"),
    ("LEHV6nWB2yk8pyo0adR*.7kCMdnjj", "it is 29 characters long"),
    ("LEHV6nWB2yk8pyo0adR*.7kCMdn!", "character '!' at position 28 is not a base-83 digit"),
    ("LEHV6nWB2yk8pyo0adR*.7kCMdné", "character 'é' at position 28 is not a base-83 digit"),
    ("LEHV 6nWB2yk8pyo0adR*.7kCMdn", "character ' ' at position 5 is not a base-83 digit"),
    ("L~~~~~WB2yk8pyo0adR*.7kCMdnj", "its average color '~~~~' is beyond #FFFFFF"),
    ("LEHV6n~~2yk8pyo0adR*.7kCMdnj", "its component '~~' at position 7 is out of range"),
  ])
  func isValid_malformedHash_isFalseAndExplains(hash: String, reason: String) {
    #expect(!BlurHash.isValid(hash))
    #expect {
      try BlurHash.componentCounts(of: hash)
    } throws: { error in
      guard let error = error as? ModelsError else { return false }
      return error.code == .invalidBlurHash && error.message.contains(reason)
        && error.message.hasSuffix("; use the blur_hash value from the API unchanged.")
    }
  }

  @Test func error_message_isOneSentenceQuotingTheHash() throws {
    let error = try #require(throws: ModelsError.self) { try BlurHash.averageColor(of: "abc") }

    #expect(
      error.description
        == "'abc' is not a BlurHash: it is 3 characters long but its size flag 'a' (1x5 components) needs 14;"
        + " use the blur_hash value from the API unchanged.")
  }

  @Test func error_longHash_isShortenedInTheMessage() throws {
    let long = String(repeating: "0", count: 500)

    let error = try #require(throws: ModelsError.self) { try BlurHash.decode(long, width: 4, height: 4) }

    #expect(error.message.hasPrefix("'" + String(repeating: "0", count: 40) + "…' is not a BlurHash"))
  }

  @Test(arguments: [
    (example, RGBColor(red: 0x97, green: 0x96, blue: 0x95)),
    ("LlMF%n00%#MwS|WCWEM{R*bbWBbH", RGBColor(red: 0xC1, green: 0x9A, blue: 0x8A)),
    ("LoC%a7IoIVxZ_NM|M{s:%hRjWAo0", RGBColor(red: 0x6F, green: 0x78, blue: 0x77)),
  ])
  func averageColor_readsTheDCComponent(hash: String, expected: RGBColor) throws {
    #expect(try BlurHash.averageColor(of: hash) == expected)
  }

  @Test(arguments: [(0, 4), (4, 0), (-1, 4), (100_000, 100_000), (Int.max, 2)])
  func decode_badSize_throws(width: Int, height: Int) {
    #expect {
      try BlurHash.decode(Self.example, width: width, height: height)
    } throws: { error in
      (error as? ModelsError)?.code == .invalidImageSize
    }
  }

  @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
  func decode_badPunch_throws(punch: Double) {
    #expect {
      try BlurHash.decode(Self.example, width: 4, height: 4, punch: punch)
    } throws: { error in
      (error as? ModelsError)?.code == .invalidPunch
    }
  }

  @Test(arguments: [(0, 3), (10, 3), (4, 0), (4, 10)])
  func encode_badComponentCount_throws(x: Int, y: Int) {
    #expect {
      try BlurHash.encode(rgb: [UInt8](repeating: 0, count: 12), width: 2, height: 2, componentsX: x, componentsY: y)
    } throws: { error in
      (error as? ModelsError)?.code == .invalidComponentCount
    }
  }

  @Test(arguments: [11, 13, 0])
  func encode_wrongPixelCount_throws(count: Int) {
    #expect {
      try BlurHash.encode(rgb: [UInt8](repeating: 0, count: count), width: 2, height: 2, componentsX: 4, componentsY: 3)
    } throws: { error in
      (error as? ModelsError)?.code == .invalidPixelBuffer
    }
  }
}
