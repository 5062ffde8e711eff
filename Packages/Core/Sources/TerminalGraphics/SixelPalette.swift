import CoreValues

/// At most 256 colors for a picture, by median cut: the pixels' colors (5 bits a channel, alpha blended
/// over black) are split again and again at the median of the box with the most pixels times the widest
/// channel, until there are as many boxes as colors allowed; each box's color is the mean of its pixels.
/// A picture of no more colors than that keeps them all (to 5 bits); each pixel then gets its box's color.
///
/// ```swift
/// let palette = SixelPalette(bitmap, colors: 256)
/// palette.colors.count       // ≤ 256
/// palette.indices[0]         // the first pixel's color
/// ```
public struct SixelPalette: Sendable {
  /// The colors, 8 bits a channel.
  public let colors: [(red: UInt8, green: UInt8, blue: UInt8)]
  /// One index into ``colors`` per pixel, row by row.
  public let indices: [UInt8]

  private struct Box {
    var bins: [Int]
    var count: Int
    var spread: (channel: Int, width: Int)
  }

  public init(_ bitmap: Bitmap, colors limit: Int = 256) {
    let limit = min(max(limit, 1), 256)
    let pixelCount = bitmap.width * bitmap.height
    var binOfPixel = [Int](repeating: 0, count: pixelCount)
    var counts = [Int](repeating: 0, count: 32_768)
    var sums = [Int](repeating: 0, count: 32_768 * 3)
    bitmap.rgba.withUnsafeBufferPointer { rgba in
      for pixel in 0..<pixelCount {
        let alpha = Int(rgba[pixel * 4 + 3])
        let red = Int(rgba[pixel * 4]) * alpha / 255
        let green = Int(rgba[pixel * 4 + 1]) * alpha / 255
        let blue = Int(rgba[pixel * 4 + 2]) * alpha / 255
        let bin = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
        binOfPixel[pixel] = bin
        counts[bin] += 1
        sums[bin * 3] += red
        sums[bin * 3 + 1] += green
        sums[bin * 3 + 2] += blue
      }
    }
    var boxes = [Self.box(counts.indices.filter { counts[$0] > 0 }, counts: counts)]
    while boxes.count < limit {
      // The box worth splitting most: many pixels over a wide range of one channel.
      guard
        let (index, _) = boxes.enumerated().filter({ $0.element.bins.count > 1 })
          .max(by: { $0.element.count * $0.element.spread.width < $1.element.count * $1.element.spread.width })
      else { break }
      let (lower, upper) = Self.split(boxes[index], counts: counts)
      boxes[index] = lower
      boxes.append(upper)
    }
    var paletteOfBin = [UInt8](repeating: 0, count: 32_768)
    var palette: [(red: UInt8, green: UInt8, blue: UInt8)] = []
    for (number, box) in boxes.enumerated() {
      var total = (0, 0, 0)
      for bin in box.bins {
        paletteOfBin[bin] = UInt8(number)
        total = (total.0 + sums[bin * 3], total.1 + sums[bin * 3 + 1], total.2 + sums[bin * 3 + 2])
      }
      let count = max(box.count, 1)
      palette.append(
        (
          UInt8((total.0 + count / 2) / count), UInt8((total.1 + count / 2) / count),
          UInt8((total.2 + count / 2) / count)
        )
      )
    }
    colors = palette
    indices = binOfPixel.map { paletteOfBin[$0] }
  }

  private static func channel(_ bin: Int, _ channel: Int) -> Int { bin >> (10 - 5 * channel) & 31 }

  private static func box(_ bins: [Int], counts: [Int]) -> Box {
    var low = [31, 31, 31]
    var high = [0, 0, 0]
    var count = 0
    for bin in bins {
      count += counts[bin]
      for index in 0..<3 {
        low[index] = min(low[index], channel(bin, index))
        high[index] = max(high[index], channel(bin, index))
      }
    }
    let widths = (0..<3).map { high[$0] - low[$0] }
    let widest = widths.indices.max { widths[$0] < widths[$1] } ?? 0
    return Box(bins: bins, count: count, spread: (widest, widths[widest]))
  }

  /// The box cut along its widest channel where half its pixels lie on each side.
  private static func split(_ box: Box, counts: [Int]) -> (Box, Box) {
    let axis = box.spread.channel
    let sorted = box.bins.sorted { channel($0, axis) < channel($1, axis) }
    var seen = 0
    var cut = 1
    for (position, bin) in sorted.enumerated() {
      seen += counts[bin]
      if seen * 2 >= box.count {
        cut = min(max(position + 1, 1), sorted.count - 1)
        break
      }
    }
    return (self.box(Array(sorted[..<cut]), counts: counts), self.box(Array(sorted[cut...]), counts: counts))
  }
}
