import Core
import TerminalGraphicsTestSupport
import TestExpectations
import Testing

@testable import TerminalGraphics

/// Issue 25: what the Sixel encoder writes, read back by a decoder into pixels.
@Suite struct SixelEncoderTests {
  /// A picture of `colors` flat stripes, `width` × `height`.
  static func stripes(width: Int, height: Int, colors: [RGBA]) -> Bitmap {
    var rgba: [UInt8] = []
    for _ in 0..<height {
      for x in 0..<width {
        let color = colors[x * colors.count / width]
        rgba += [color.red, color.green, color.blue, color.alpha]
      }
    }
    return Bitmap(width: width, height: height, rgba: rgba)
      ?? Bitmap(width: 1, height: 1, filling: RGBA(red: 0, green: 0, blue: 0))
  }

  /// A smooth picture of many colors: red across, green down, blue both ways.
  static func gradient(width: Int, height: Int) -> Bitmap {
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        rgba += [
          UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), UInt8((x + y) * 255 / (width + height - 2)), 255,
        ]
      }
    }
    return Bitmap(width: width, height: height, rgba: rgba)
      ?? Bitmap(width: 1, height: 1, filling: RGBA(red: 0, green: 0, blue: 0))
  }

  static func largestError(_ a: Bitmap, _ b: Bitmap) -> Int {
    zip(a.rgba, b.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  @Test func fewColors_comeBackAsThey_were() throws {
    let colors = [
      RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 128, blue: 255), RGBA(red: 16, green: 16, blue: 16),
      RGBA(red: 250, green: 250, blue: 240), RGBA(red: 8, green: 200, blue: 64),
    ]
    // 13 rows: two full bands and one of a single row.
    let bitmap = Self.stripes(width: 40, height: 13, colors: colors)
    let sixel = try #require(SixelEncoder.encode(bitmap))
    #expect(sixel.hasPrefix("\u{1B}P0;1q\"1;1;40;13"))
    let decoded = try SixelDecoder.decode(sixel)
    #expect(decoded.width == 40 && decoded.height == 13)
    // Percent steps round each channel by at most 255 / 200.
    #expect(Self.largestError(decoded, bitmap) <= 2)
    // Runs of one color are written `!n`.
    #expect(sixel.contains("!8~"))
  }

  @Test func manyColors_staysWithinThePalettesError() throws {
    let bitmap = Self.gradient(width: 96, height: 64)
    let sixel = try #require(SixelEncoder.encode(bitmap))
    let decoded = try SixelDecoder.decode(sixel)
    let palette = SixelPalette(bitmap)
    #expect(palette.colors.count == 256)
    // Definitions (`#n;2;r;g;b`) are the only pieces after a `#` with a `;`.
    expectEqual(sixel.split(separator: "#").dropFirst().filter { $0.contains(";") }.count, 256)
    let errors = zip(decoded.rgba, bitmap.rgba).map { abs(Int($0) - Int($1)) }
    let mean = Double(errors.reduce(0, +)) / Double(errors.count)
    // 256 boxes over a 3-dimensional gradient: each box a few 5-bit steps wide.
    #expect(mean < 6, "mean error \(mean)")
    #expect(errors.max() ?? 0 <= 40)
    // The decoder paints every pixel: none is left transparent.
    expectAll(stride(from: 3, to: decoded.rgba.count, by: 4)) { decoded.rgba[$0] == 255 }
  }

  @Test func fewerColorsAllowed_useNoMore() throws {
    let bitmap = Self.gradient(width: 32, height: 32)
    let palette = SixelPalette(bitmap, colors: 16)
    expectEqual(palette.colors.count, 16)
    expectAll(palette.indices) { $0 < 16 }
    let decoded = try SixelDecoder.decode(try #require(SixelEncoder.encode(bitmap, colors: 16)))
    #expect(decoded.width == 32 && Self.largestError(decoded, bitmap) <= 120)
  }

  @Test func alpha_isBlendedOverBlack() throws {
    let bitmap = Bitmap(width: 6, height: 6, filling: RGBA(red: 200, green: 100, blue: 50, alpha: 128))
    let decoded = try SixelDecoder.decode(try #require(SixelEncoder.encode(bitmap)))
    let pixel = decoded.pixel(x: 3, y: 3)
    #expect(abs(Int(pixel.red) - 100) <= 5 && abs(Int(pixel.green) - 50) <= 5 && pixel.alpha == 255)
  }

  @Test func tooManyPixels_isRefused() {
    let side = Int(Double(GraphicsTarget.maximumPixels).squareRoot()) + 2
    #expect(SixelEncoder.encode(Bitmap(width: side, height: side, filling: RGBA(red: 1, green: 2, blue: 3))) == nil)
  }

  @Test func decoder_refusesWhatIsNotSixel() {
    #expect(throws: SixelDecoder.Failure.self) { try SixelDecoder.decode("\u{1B}P0;1q\"1;1;2;2#0~\u{1B}\\") }
    #expect(throws: SixelDecoder.Failure.self) { try SixelDecoder.decode("\u{1B}P0;1q\"1;1;1;1#0;2;0;0;0~~\u{1B}\\") }
    #expect(throws: SixelDecoder.Failure.self) { try SixelDecoder.decode("hello") }
  }
}
