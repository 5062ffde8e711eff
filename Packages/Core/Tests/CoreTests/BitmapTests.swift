import TestExpectations
import Testing

@testable import Core

/// Bitmaps fitted into boxes: fill crops around the centre, fit keeps everything, keepAspect follows the width.
struct BitmapTests {
  @Test func init_refusesMismatchedBytes() {
    expectNil(Bitmap(width: 2, height: 2, rgba: [0, 0, 0]))
    expectNil(Bitmap(width: 0, height: 2, rgba: []))
  }

  @Test(arguments: [(1, 1), (3, 1), (1, 5), (7, 3), (0, -2), (33, 31)])
  func aFilledBitmap_hasThatColorInEveryPixel(width: Int, height: Int) {
    let color = RGBA(red: 10, green: 20, blue: 30, alpha: 40)
    let bitmap = Bitmap(width: width, height: height, filling: color)
    expectEqual(bitmap.size, PixelSize(width: max(width, 1), height: max(height, 1)))
    let pixels = bitmap.size.width * bitmap.size.height
    expectEqual(bitmap.rgba, Array((0..<pixels).map { _ in [UInt8(10), 20, 30, 40] }.joined()))
  }

  @Test func fill_cropsAroundTheCentre() throws {
    // 4 × 2: two black columns, two white, two black... left to right: B W W B.
    let columns: [UInt8] = [0, 255, 255, 0]
    let row: [UInt8] = columns.flatMap { value -> [UInt8] in [value, value, value, 255] }
    let rgba = row + row
    let bitmap = try requireValue(Bitmap(width: 4, height: 2, rgba: rgba))
    let square = bitmap.fitted(.fill, into: PixelSize(width: 2, height: 2))
    expectEqual(square.size, PixelSize(width: 2, height: 2))
    #expect(square.pixel(x: 0, y: 0).red == 255 && square.pixel(x: 1, y: 1).red == 255)
  }

  @Test func fitAndKeepAspect_keepTheWholePicture() {
    let bitmap = Bitmap(width: 300, height: 200, filling: RGBA(red: 10, green: 20, blue: 30))
    expectEqual(bitmap.fitted(.fit, into: PixelSize(width: 60, height: 60)).size, PixelSize(width: 60, height: 40))
    expectEqual(
      bitmap.fitted(.keepAspect, into: PixelSize(width: 90, height: 1)).size, PixelSize(width: 90, height: 60))
    expectEqual(bitmap.fitted(.fit, into: PixelSize(width: 60, height: 60)).pixel(x: 5, y: 5).blue, 30)
  }

  @Test func widthNeeded_neverAsksForMoreThanTheCellsShow() {
    let landscape = PixelSize(width: 3000, height: 2000)
    expectEqual(ImageFit.fill.widthNeeded(aspect: landscape, box: PixelSize(width: 16, height: 16)), 24)
    expectEqual(ImageFit.fit.widthNeeded(aspect: landscape, box: PixelSize(width: 80, height: 80)), 80)
    expectEqual(
      ImageFit.fit.widthNeeded(aspect: PixelSize(width: 2000, height: 3000), box: PixelSize(width: 80, height: 80)), 53)
  }

  @Test func downsampling_averagesTheCoveredPixels() throws {
    let bitmap = try requireValue(Bitmap(width: 2, height: 1, rgba: [0, 0, 0, 255, 200, 100, 50, 255]))
    let one = bitmap.resampled(PixelRegion(x: 0, y: 0, width: 2, height: 1), to: PixelSize(width: 1, height: 1))
    expectEqual(one.pixel(x: 0, y: 0), RGBA(red: 100, green: 50, blue: 25))
  }
}
