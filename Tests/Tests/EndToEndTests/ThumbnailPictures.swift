import Core
import Foundation
import ImageCodecs
import Models
import TerminalGraphicsTestSupport

/// A `mosaic gallery --thumbnails --graphics sixel|kitty|iterm2` grid read back from what it printed: each
/// photo's tile is 16 × 8 cells above its author and id; its first line draws the picture at the tile's
/// column (in room made for it, the cursor saved and restored), every line steps over the tile's cells. The
/// picture is decoded — Sixel by the test decoder, kitty's chunks joined, iTerm2's PNG by libpng — and is
/// *its* picture when each quarter averages to what the photo's BlurHash predicts.
///
/// ```swift
/// let problems = ThumbnailPictures.problems(result.stdout, photos: page, graphics: "sixel")
/// ```
enum ThumbnailPictures {
  /// How far a quarter's average may be from the prediction: the box filter's rounding, and for Sixel the
  /// palette of at most 256 colors.
  static let tolerance = ["sixel": 12, "kitty": 8, "iterm2": 8]
  /// The pixels of a 16 × 8 tile when the cell's size is not known: 8 × 16 a cell.
  static let pixels = PixelSize(width: 128, height: 128)

  static func problems(_ output: String, photos: [Photo], graphics: String) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(PrintedLine.init)
    let tolerance = tolerance[graphics] ?? 8
    return photos.compactMap { photo -> String? in
      guard let (row, column) = place(of: photo.id, in: lines), row >= ThumbnailTiles.rows + 1 else {
        return "'\(photo.id)' has no tile: no line shows its id under a tile."
      }
      let top = row - ThumbnailTiles.rows - 1
      // A kitty picture comes in several chunks, all at the tile's column.
      let sequences = lines[top].pictures.filter { $0.column == column }.map(\.sequence)
      guard !sequences.isEmpty else { return "'\(photo.id)' has no picture at column \(column) of line \(top)." }
      let bitmap: Bitmap
      do {
        bitmap = try decode(sequences.joined(), graphics: graphics)
      } catch {
        return "'\(photo.id)' has a picture that does not decode: \(error)."
      }
      guard bitmap.size == pixels else { return "'\(photo.id)' is \(bitmap.size), not \(pixels)." }
      let stepped = (top..<row - 1).allSatisfy { line in
        let cells = lines[line].cells.dropFirst(column).prefix(ThumbnailTiles.columns)
        return cells.count == ThumbnailTiles.columns && cells.allSatisfy { $0.character == " " }
      }
      guard stepped else { return "'\(photo.id)' has text inside its tile." }
      return quarterProblem(photo, bitmap, tolerance: tolerance)
    }
  }

  /// A sentence when a quarter of `bitmap` is not what the photo's BlurHash predicts there.
  static func quarterProblem(_ photo: Photo, _ bitmap: Bitmap, tolerance: Int) -> String? {
    let predicted = BlurHashPrediction.pixels(of: photo, columns: bitmap.width, rows: bitmap.height)
    for (name, left, upper) in [("top left", 0, 0), ("top right", 1, 0), ("bottom left", 0, 1), ("bottom right", 1, 1)]
    {
      let xs = (left * bitmap.width / 2)..<((left + 1) * bitmap.width / 2)
      let ys = (upper * bitmap.height / 2)..<((upper + 1) * bitmap.height / 2)
      let shown = CellColor.mean(
        ys.flatMap { y in
          xs.map { x in
            let pixel = bitmap.pixel(x: x, y: y)
            return CellColor(red: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue))
          }
        })
      let expected = CellColor.mean(ys.flatMap { y in xs.map { predicted[y][$0] } })
      if shown.distance(to: expected) > tolerance {
        return "'\(photo.id)' \(name) quarter averages \(shown), its BlurHash predicts \(expected)."
      }
    }
    return nil
  }

  /// The picture a sequence draws, checked to cover 16 × 8 cells.
  static func decode(_ sequence: String, graphics: String) throws -> Bitmap {
    switch graphics {
    case "sixel":
      return try SixelDecoder.decode(sequence)
    case "kitty":
      let commands = try KittyCommand.parse(sequence)
      guard commands.count == 1, commands[0].number("c") == 16, commands[0].number("r") == 8 else {
        throw TestFailure("kitty commands \(commands.map(\.keys))")
      }
      return try commands[0].bitmap { try SystemCodecs.decode(Data($0)) }
    default:
      guard let image = try ITerm2Image.parse(sequence).first, image.arguments["width"] == "16",
        image.arguments["height"] == "8"
      else { throw TestFailure("no iTerm2 image of 16 × 8 cells") }
      return try SystemCodecs.decode(Data(image.file))
    }
  }

  static func place(of id: String, in lines: [PrintedLine]) -> (row: Int, column: Int)? {
    let target = Array(id)
    for (row, line) in lines.enumerated() {
      let characters = line.cells.map(\.character)
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

/// A picture that could not be read.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
