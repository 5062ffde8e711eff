import Foundation
import Models

/// A `mosaic gallery --thumbnails` grid read back from what it printed, and checked against the photos'
/// BlurHashes: each photo's tile is the 16 × 8 cells above its author and id (found by the id under it);
/// a tile is a picture when every cell is `▀` with both colors set, and it is *its* picture when each quarter
/// of it averages to the colors the photo's BlurHash predicts for that quarter.
///
/// ```swift
/// let problems = ThumbnailTiles.problems(result.stdout, photos: page, palette256: false)
/// #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
/// ```
enum ThumbnailTiles {
  static let columns = 16
  static let rows = 8
  /// How far (in one channel) a quarter's average may be from the prediction: the box filter's rounding in
  /// 24-bit; in 256 colors, where pixels near a palette boundary may round the other way, a little more.
  static let truecolorTolerance = 8
  static let paletteTolerance = 16

  /// One sentence for every photo of `photos` whose tile is missing, is not a picture, or is not its picture.
  static func problems(_ output: String, photos: [Photo], palette256: Bool) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let cells = lines.map { TerminalCell.cells($0) }
    let tolerance = palette256 ? paletteTolerance : truecolorTolerance
    return photos.compactMap { photo -> String? in
      guard let (row, column) = place(of: photo.id, in: cells), row >= rows + 1 else {
        return "'\(photo.id)' has no tile: no line shows its id under a tile."
      }
      let tile = (row - rows - 1..<row - 1).map { Array(cells[$0].dropFirst(column).prefix(columns)) }
      guard tile.allSatisfy({ $0.count == columns }),
        tile.joined().allSatisfy({ $0.character == "▀" && $0.foreground != nil && $0.background != nil })
      else {
        let text = tile.map { String($0.map(\.character)) }.joined(separator: " ")
        return "'\(photo.id)' shows no picture but '\(text.trimmingCharacters(in: .whitespaces).prefix(60))'."
      }
      // Row y of pixels is the foreground (top half) or background (bottom half) of cell row y / 2.
      let pixels = (0..<2 * rows).map { y in
        tile[y / 2].map { (y % 2 == 0 ? $0.foreground : $0.background) ?? CellColor(red: 0, green: 0, blue: 0) }
      }
      let predicted = BlurHashPrediction.pixels(of: photo, columns: columns, rows: 2 * rows).map { row in
        palette256 ? row.map(\.nearestXterm) : row
      }
      for (name, xs, ys) in quarters {
        let shown = CellColor.mean(ys.flatMap { y in xs.map { pixels[y][$0] } })
        let expected = CellColor.mean(ys.flatMap { y in xs.map { predicted[y][$0] } })
        if shown.distance(to: expected) > tolerance {
          return "'\(photo.id)' \(name) quarter averages \(shown), its BlurHash predicts \(expected)."
        }
      }
      return nil
    }
  }

  /// The four quarters of a tile's 16 × 16 pixels.
  static let quarters: [(String, Range<Int>, Range<Int>)] = [
    ("top left", 0..<8, 0..<8), ("top right", 8..<16, 0..<8), ("bottom left", 0..<8, 8..<16),
    ("bottom right", 8..<16, 8..<16),
  ]

  /// The line and cell where `id` is printed as a word of its own.
  private static func place(of id: String, in lines: [[TerminalCell]]) -> (row: Int, column: Int)? {
    let target = Array(id)
    for (row, cells) in lines.enumerated() {
      let characters = cells.map(\.character)
      guard characters.count >= target.count else { continue }
      for column in 0...(characters.count - target.count)
      where characters[column..<column + target.count].elementsEqual(target)
        && (column == 0 || characters[column - 1] == " ")
      {
        return (row, column)
      }
    }
    return nil
  }
}

/// What the embedded catalog's picture of a photo looks like in a thumbnail cell, computed from its BlurHash as
/// the offline image source and the decoder make it: the `small` rendition (400 pixels wide) asked no wider
/// than the cell needs, the BlurHash rendered at that width and the photo's aspect ratio, the centre cropped to
/// the cell's shape and box-filtered down (the photo's color where it has no hash).
enum BlurHashPrediction {
  static let smallWidth = 400

  static func pixels(of photo: Photo, columns: Int, rows: Int) -> [[CellColor]] {
    let width = max(1, photo.width)
    let height = max(1, photo.height)
    let needed = max(columns, Int((Double(rows) * Double(width) / Double(height)).rounded(.up)))
    let sourceWidth = min(smallWidth, needed)
    let sourceHeight = min(max(1, Int((Double(sourceWidth) * Double(height) / Double(width)).rounded())), 4000)
    guard let hash = photo.blurHash, let rgb = try? BlurHash.decode(hash, width: sourceWidth, height: sourceHeight)
    else {
      let color = RGBColor(hex: photo.color) ?? RGBColor(red: 128, green: 128, blue: 128)
      let cell = CellColor(red: Int(color.red), green: Int(color.green), blue: Int(color.blue))
      return Array(repeating: Array(repeating: cell, count: columns), count: rows)
    }
    // The centred crop with the cell's aspect ratio.
    var region = (x: 0, y: 0, width: sourceWidth, height: sourceHeight)
    if sourceWidth * rows > sourceHeight * columns {
      region.width = max(1, Int((Double(sourceHeight) * Double(columns) / Double(rows)).rounded()))
      region.x = (sourceWidth - region.width) / 2
    } else {
      region.height = max(1, Int((Double(sourceWidth) * Double(rows) / Double(columns)).rounded()))
      region.y = (sourceHeight - region.height) / 2
    }
    func span(_ index: Int, _ length: Int, _ parts: Int) -> Range<Int> {
      let start = index * length / parts
      return start..<max(start + 1, (index + 1) * length / parts)
    }
    return (0..<rows).map { y in
      (0..<columns).map { x in
        let ys = span(y, region.height, rows).map { region.y + $0 }
        let xs = span(x, region.width, columns).map { region.x + $0 }
        return CellColor.mean(
          ys.flatMap { sourceY in
            xs.map { sourceX in
              let offset = (sourceY * sourceWidth + sourceX) * 3
              return CellColor(red: Int(rgb[offset]), green: Int(rgb[offset + 1]), blue: Int(rgb[offset + 2]))
            }
          })
      }
    }
  }
}
