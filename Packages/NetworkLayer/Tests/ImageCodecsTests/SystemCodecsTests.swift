import Core
import Foundation
import ImageCodecs
import NetworkLayer
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

  static func data(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// The offset of the first SOF0 or SOF2 marker.
  static func startOfFrame(in jpeg: [UInt8]) -> Int? {
    (0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) }
  }
}
