import Core
import Foundation
import ImageCodecs
import Models
import TerminalGraphics
import TerminalGraphicsTestSupport

/// A `mosaic gallery --thumbnails --graphics kitty` grid printed inside tmux, read back: each tile's 16 × 8
/// cells hold kitty's Unicode placeholders, each naming its own row and column, all in the color of one
/// image id; that image, sent (through tmux's passthrough) with a virtual placement of 16 × 8 cells, is the
/// photo's picture.
enum ThumbnailPlaceholders {
  static func problems(_ output: String, photos: [Photo]) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(PrintedLine.init)
    let commands: [KittyCommand]
    do {
      commands = try KittyCommand.parse(output)
    } catch {
      return ["The kitty commands do not read: \(error)."]
    }
    var images: [Int: Bitmap] = [:]
    for command in commands where command.keys["U"] == "1" && command.number("c") == 16 && command.number("r") == 8 {
      if let id = command.number("i"),
        let bitmap = try? command.bitmap(decodePNG: { try SystemCodecs.decode(Data($0)) })
      {
        images[id] = bitmap
      }
    }
    return photos.compactMap { photo -> String? in
      guard let (row, column) = ThumbnailPictures.place(of: photo.id, in: lines), row >= ThumbnailTiles.rows + 1 else {
        return "'\(photo.id)' has no tile: no line shows its id under a tile."
      }
      var ids = Set<Int>()
      for (tileRow, line) in lines[(row - ThumbnailTiles.rows - 1)..<(row - 1)].enumerated() {
        let cells = Array(line.cells.dropFirst(column).prefix(ThumbnailTiles.columns))
        guard cells.count == ThumbnailTiles.columns else { return "'\(photo.id)' has a short tile line." }
        for (tileColumn, cell) in cells.enumerated() {
          guard let position = KittyPlaceholders.position(of: cell.character), position.row == tileRow,
            position.column == tileColumn, let color = cell.foreground
          else { return "'\(photo.id)' cell \(tileColumn),\(tileRow) is no placeholder of its place." }
          ids.insert(color.red << 16 | color.green << 8 | color.blue)
        }
      }
      guard ids.count == 1, let id = ids.first, let bitmap = images[id] else {
        return "'\(photo.id)' names images \(ids.sorted()), not one that was sent."
      }
      return ThumbnailPictures.quarterProblem(photo, bitmap, tolerance: 8)
    }
  }
}
