import Core
import TestExpectations
import Testing

/// Sizes from servers and flags at the edges of `Int`: every fit gives a size, never a trap (issue 19: a photo
/// 9223372036854775807 pixels wide trapped in `widthNeeded` at every start of `gallery --thumbnails`).
struct ImageFitExtremesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let source: PixelSize
    let box: PixelSize
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "widest photo", source: PixelSize(width: .max, height: 1), box: PixelSize(width: 16, height: 16)),
    Case(id: "tallest photo", source: PixelSize(width: 1, height: .max), box: PixelSize(width: 16, height: 16)),
    Case(id: "largest photo", source: PixelSize(width: .max, height: .max), box: PixelSize(width: 16, height: 16)),
    Case(id: "widest box", source: PixelSize(width: 3, height: 2), box: PixelSize(width: .max, height: 16)),
    Case(id: "tallest box", source: PixelSize(width: 3, height: 2), box: PixelSize(width: 16, height: .max)),
    Case(id: "largest both", source: PixelSize(width: .max, height: 7), box: PixelSize(width: .max, height: .max)),
    Case(id: "negative", source: PixelSize(width: -5, height: .min), box: PixelSize(width: .min, height: -1)),
  ]

  @Test(arguments: cases)
  func everyFit_givesAPositiveSize_withoutTrapping(_ fit: Case) {
    for mode in ImageFit.allCases {
      let width = mode.widthNeeded(aspect: fit.source, box: fit.box)
      #expect(width >= 1)
      #expect(width <= max(ImageFit.maximumSide, fit.box.width))
      let output = mode.outputSize(source: fit.source, box: fit.box)
      #expect(output.width >= 1 && output.height >= 1)
      let region = mode.sourceRegion(source: fit.source, box: fit.box)
      if fit.source.width > 0, fit.source.height > 0 {
        #expect(region.width >= 1 && region.height >= 1)
        #expect(region.width <= fit.source.width && region.height <= fit.source.height)
      }
    }
  }

  @Test func theWidestPhoto_asksForTheLargestSideAtMost() {
    let widest = PixelSize(width: .max, height: 1)
    expectEqual(ImageFit.fill.widthNeeded(aspect: widest, box: PixelSize(width: 16, height: 16)), ImageFit.maximumSide)
    expectEqual(ImageFit.fit.widthNeeded(aspect: widest, box: PixelSize(width: 80, height: 80)), 80)
  }
}
