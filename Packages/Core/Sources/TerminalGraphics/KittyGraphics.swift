import Core
import Foundation

/// The kitty graphics protocol: the RGBA pixels, base64 in chunks of 4096, shown at once (`a=T`) scaled
/// into the given cells without moving the cursor (`C=1`) and without replies (`q=2`). The picture's
/// lines then step over the cells with cursor movements, so text beside it lines up.
enum KittyGraphics {
  static let chunkSize = 4096

  static func draw(_ bitmap: Bitmap, cells: CellSize) -> TerminalPicture {
    let payload = Data(bitmap.rgba).base64EncodedString()
    var sequence = ""
    var start = payload.startIndex
    var first = true
    repeat {
      let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
      let more = end < payload.endIndex ? 1 : 0
      let control =
        first
        ? "a=T,f=32,s=\(bitmap.width),v=\(bitmap.height),c=\(cells.columns),r=\(cells.rows),C=1,q=2,m=\(more)"
        : "m=\(more)"
      sequence += "\u{1B}_G\(control);\(payload[start..<end])\u{1B}\\"
      start = end
      first = false
    } while start < payload.endIndex
    let step = "\u{1B}[\(cells.columns)C"
    var lines = [sequence + step]
    lines += Array(repeating: step, count: cells.rows - 1)
    return TerminalPicture(lines: lines, columns: cells.columns)
  }
}
