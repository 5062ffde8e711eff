import Core
import Foundation
import ImageCodecs
import NetworkLayer
import TestExpectations
import Testing

/// libpng and libjpeg-turbo against pictures Pillow wrote (`Tools/scripts/make-image-fixtures.py`):
/// decoded pixels match Pillow's own decoding exactly for PNG and within 2 per channel for JPEG (both
/// use an integer IDCT; the tolerance covers a different libjpeg-turbo build's rounding).
@Suite struct SystemCodecsTests {
  struct Fixture: CustomTestStringConvertible, Sendable {
    let name: String
    let tolerance: Int
    var testDescription: String { name }
  }

  static let fixtures = [
    Fixture(name: "gradient.png", tolerance: 0), Fixture(name: "alpha.png", tolerance: 0),
    Fixture(name: "palette.png", tolerance: 0), Fixture(name: "gray.png", tolerance: 0),
    Fixture(name: "baseline.jpg", tolerance: 2), Fixture(name: "progressive.jpg", tolerance: 2),
    Fixture(name: "gray.jpg", tolerance: 2),
  ]

  @Test(arguments: fixtures)
  func decode_matchesReferenceDecoder(_ fixture: Fixture) throws {
    let bitmap = try SystemCodecs.decode(try Self.data(fixture.name))
    let expected = [UInt8](try Self.data(fixture.name + ".rgba"))
    #expect(bitmap.width == 37 && bitmap.height == 23)
    #expect(bitmap.rgba.count == expected.count)
    let worst = zip(bitmap.rgba, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= fixture.tolerance, "largest channel difference \(worst)")
  }

  @Test func size_readsHeaderOnly() throws {
    #expect(try SystemCodecs.size(of: try Self.data("large.jpg")) == PixelSize(width: 640, height: 400))
    #expect(try SystemCodecs.size(of: try Self.data("alpha.png")) == PixelSize(width: 37, height: 23))
  }

  @Test func decodeIntoBox_scalesJPEGInTheDCTThenFits() throws {
    let data = try Self.data("large.jpg")
    let thumbnail = try SystemCodecs.decode(data, into: PixelSize(width: 16, height: 16), fit: .fill)
    #expect(thumbnail.size == PixelSize(width: 16, height: 16))
    let detail = try SystemCodecs.decode(data, into: PixelSize(width: 80, height: 80), fit: .fit)
    #expect(detail.size == PixelSize(width: 80, height: 50))
    // Left edge dark red channel, right edge bright: the gradient survives the scaling.
    #expect(detail.pixel(x: 0, y: 25).red < 20 && detail.pixel(x: 79, y: 25).red > 235)
  }

  // Issue 19: PNGs were decoded whole before scaling, so thirty 40-megapixel thumbnails took 818 MB.
  @Test(arguments: ["gradient.png", "alpha.png", "palette.png", "gray.png"], [2, 3, 5, 40])
  func scaledPNG_isTheAverageOfEachBlock(_ name: String, scale: Int) throws {
    let bitmap = try SystemCodecs.decode(try Self.data(name), scale: scale)
    let reference = [UInt8](try Self.data(name + ".rgba"))
    let expected = Self.blockAverages(reference, width: 37, height: 23, scale: scale, rows: { _ in true })
    #expect(bitmap.size == PixelSize(width: (37 + scale - 1) / scale, height: (23 + scale - 1) / scale))
    #expect(bitmap.rgba == expected)
  }

  @Test func interlacedPNG_decodesWhole_andScaledFromItsLastPass() throws {
    let data = try Self.data("interlaced.png")
    let reference = [UInt8](try Self.data("alpha.png.rgba"))
    #expect(try SystemCodecs.decode(data).rgba == reference)
    // The last pass holds every odd row; a block without one (the bottom row here) repeats the row above.
    let scaled = try SystemCodecs.decode(data, scale: 4)
    #expect(scaled.size == PixelSize(width: 10, height: 6))
    expectEqual(scaled.rgba, Self.blockAverages(reference, width: 37, height: 23, scale: 4, rows: { $0 % 2 == 1 }))
    let halves = try SystemCodecs.decode(data, scale: 2)
    expectEqual(halves.rgba, Self.blockAverages(reference, width: 37, height: 23, scale: 2, rows: { $0 % 2 == 1 }))
    #expect(halves.rgba.suffix(19 * 4).elementsEqual(halves.rgba.dropLast(19 * 4).suffix(19 * 4)), "row 22 repeats 21")
  }

  @Test func anInterlacedRow_isReadWhole_atAnyScale() throws {
    let data = try Self.data("interlaced-row.png")
    let reference = [UInt8](try Self.data("alpha.png.rgba").prefix(37 * 4))
    for scale in [1, 2, 5] {
      let bitmap = try SystemCodecs.decode(data, scale: scale)
      #expect(bitmap.size == PixelSize(width: 37, height: 1))
      #expect(bitmap.rgba == reference)
    }
  }

  @Test func decodeIntoBox_scalesPNGRowByRow_thenFits() throws {
    let data = try Self.data("gradient.png")
    let box = PixelSize(width: 8, height: 8)
    #expect(SystemCodecs.scale(for: .png, claimed: PixelSize(width: 37, height: 23), box: box, fit: .fill) == 2)
    let thumbnail = try SystemCodecs.decode(data, into: box, fit: .fill)
    #expect(thumbnail.size == box)
    #expect(thumbnail == (try SystemCodecs.decode(data, scale: 2)).fitted(.fill, into: box))
  }

  @Test func scale_isAsLargeAsTheBoxAllows() {
    let photo = PixelSize(width: 7_296, height: 5_472)
    let thumbnail = PixelSize(width: 16, height: 16)
    #expect(SystemCodecs.scale(for: .png, claimed: photo, box: thumbnail, fit: .fill) == 331)
    #expect(SystemCodecs.scale(for: .jpeg, claimed: photo, box: thumbnail, fit: .fill) == 8)
    #expect(SystemCodecs.scale(for: .png, claimed: photo, box: PixelSize(width: 8_000, height: 8_000), fit: .fit) == 1)
    #expect(SystemCodecs.scale(for: .png, claimed: PixelSize(width: 1, height: 1), box: thumbnail, fit: .fill) == 1)
    let absurd = PixelSize(width: Int.max, height: 1)
    #expect(SystemCodecs.scale(for: .png, claimed: absurd, box: thumbnail, fit: .fill) >= 1)
  }

  @Test func bomb_isRefusedBeforeAllocating() throws {
    var png = [UInt8](try Self.data("gradient.png"))
    // IHDR's width and height at bytes 16...23: claim 50,000 × 50,000.
    png.replaceSubrange(16..<24, with: [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50])
    #expect(throws: ImageError(.tooManyPixels, width: 50_000, height: 50_000, limit: SystemCodecs.maximumPixels)) {
      try SystemCodecs.decode(Data(png))
    }
    var jpeg = [UInt8](try Self.data("baseline.jpg"))
    let frame = try #require(Self.startOfFrame(in: jpeg))
    jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0xC3, 0x50, 0xC3, 0x50])
    let error = #expect(throws: ImageError.self) { try SystemCodecs.decode(Data(jpeg)) }
    #expect(error?.code == .tooManyPixels)
  }

  @Test(arguments: ["gradient.png", "baseline.jpg", "progressive.jpg"])
  func truncated_isATypedError(_ name: String) throws {
    let data = try Self.data(name)
    let error = #expect(throws: ImageError.self) { try SystemCodecs.decode(data.prefix(data.count / 2)) }
    #expect([.truncated, .corrupt].contains(error?.code), "\(String(describing: error))")
  }

  @Test func truncatedJPEG_isTruncatedNotGray() throws {
    let data = try Self.data("large.jpg")
    let error = #expect(throws: ImageError.self) { try SystemCodecs.decode(data.prefix(data.count / 2)) }
    #expect(error?.code == .truncated)
  }

  @Test func corrupt_isATypedError() throws {
    var png = [UInt8](try Self.data("alpha.png"))
    for index in 41..<png.count - 12 { png[index] ^= 0x5A }
    let error = #expect(throws: ImageError.self) { try SystemCodecs.decode(Data(png)) }
    #expect(error?.code == .corrupt)
    #expect(throws: ImageError(.unsupportedFormat)) { try SystemCodecs.decode(Data("GIF89a".utf8)) }
  }

  @Test func encode_roundTrips() throws {
    let original = try SystemCodecs.decode(try Self.data("alpha.png"))
    #expect(try SystemCodecs.decode(try SystemCodecs.encodePNG(original)) == original)
    for progressive in [false, true] {
      let jpeg = try SystemCodecs.encodeJPEG(original, quality: 95, progressive: progressive)
      #expect(SystemCodecs.format(of: jpeg) == .jpeg)
      #expect(try SystemCodecs.decode(jpeg).size == original.size)
    }
  }

  /// `rgba` (`width` × `height`) averaged over blocks of `scale` × `scale`, counting only the rows `rows`
  /// keeps; an output row no kept row reaches repeats the one above. Rounded half up, as the decoder does.
  static func blockAverages(
    _ rgba: [UInt8], width: Int, height: Int, scale: Int, rows: (Int) -> Bool
  ) -> [UInt8] {
    let outWidth = (width + scale - 1) / scale
    let outHeight = (height + scale - 1) / scale
    var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
    for blockY in 0..<outHeight {
      let kept = (blockY * scale..<min(height, (blockY + 1) * scale)).filter(rows)
      for blockX in 0..<outWidth {
        let columns = blockX * scale..<min(width, (blockX + 1) * scale)
        for channel in 0..<4 {
          let target = (blockY * outWidth + blockX) * 4 + channel
          guard !kept.isEmpty else {
            output[target] = blockY > 0 ? output[target - outWidth * 4] : 0
            continue
          }
          let sum = kept.reduce(0) { total, y in
            total + columns.reduce(0) { $0 + Int(rgba[(y * width + $1) * 4 + channel]) }
          }
          let count = kept.count * columns.count
          output[target] = UInt8((sum + count / 2) / count)
        }
      }
    }
    return output
  }

  static func data(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// The offset of the first SOF0 or SOF2 marker.
  static func startOfFrame(in jpeg: [UInt8]) -> Int? {
    (0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) }
  }
}
