import CoreValues
import Foundation

/// kitty's graphics protocol: the pixels (RGB when opaque, else RGBA; a PNG file when a compressing
/// ``PNGEncoder`` is given) base64 in chunks of at most 4096 characters, no replies (`q=2`), shown at once into
/// the cells (`a=T`), stored under an id and placed later (`a=t`, `a=p`), or stored with a virtual placement
/// (`U=1`) that Unicode placeholders show (``KittyPlaceholders``). Inside tmux every chunk goes through the
/// passthrough on its own.
///
/// ```swift
/// let shown = KittyGraphics.display(bitmap, cells: CellSize(columns: 16, rows: 8))
/// let stored = KittyGraphics.transmit(bitmap, id: 7, virtualCells: size, insideTmux: true)
/// ```
public enum KittyGraphics {
  /// The most base64 characters one escape sequence carries.
  public static let chunkSize = 4096

  /// Shows `bitmap` at the cursor, scaled into `cells`, the cursor left where it was (`C=1`).
  public static func display(
    _ bitmap: Bitmap, cells: CellSize, insideTmux: Bool = false, png: PNGEncoder? = nil
  ) -> String {
    sequences(
      bitmap, control: "a=T,c=\(cells.columns),r=\(cells.rows),C=1,q=2", insideTmux: insideTmux, png: png)
  }

  /// Stores `bitmap` as image `id` without showing it; with `virtualCells`, with a virtual placement of that
  /// many cells, which Unicode placeholders in the foreground color `id` show.
  public static func transmit(
    _ bitmap: Bitmap, id: UInt32, virtualCells: CellSize? = nil, insideTmux: Bool = false, png: PNGEncoder? = nil
  ) -> String {
    var control = "a=t,i=\(id),q=2"
    if let cells = virtualCells { control = "a=T,U=1,i=\(id),c=\(cells.columns),r=\(cells.rows),q=2" }
    return sequences(bitmap, control: control, insideTmux: insideTmux, png: png)
  }

  /// Places stored image `id` at the cursor as placement `placement`, scaled into `cells`, the cursor left
  /// where it was.
  public static func place(id: UInt32, placement: UInt32, cells: CellSize) -> String {
    "\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(cells.columns),r=\(cells.rows),C=1,q=2\u{1B}\\"
  }

  /// Removes placement `placement` of image `id`, keeping the image.
  public static func deletePlacement(id: UInt32, placement: UInt32) -> String {
    "\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\"
  }

  /// Removes image `id`, its placements and its pixels.
  public static func deleteImage(id: UInt32, insideTmux: Bool = false) -> String {
    let sequence = "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    return insideTmux ? TmuxPassthrough.wrap(sequence) : sequence
  }

  /// The pixels in chunks: the first carries `control` and the format, the others only whether more follow.
  static func sequences(_ bitmap: Bitmap, control: String, insideTmux: Bool, png: PNGEncoder?) -> String {
    if let png, png.compresses, let file = png.encode(bitmap) {
      return chunks(Array(Data(file).base64EncodedString().utf8), control: control + ",f=100", insideTmux: insideTmux)
    }
    let opaque = stride(from: 3, to: bitmap.rgba.count, by: 4).allSatisfy { bitmap.rgba[$0] == 255 }
    var pixels: [UInt8]
    if opaque {
      pixels = []
      pixels.reserveCapacity(bitmap.width * bitmap.height * 3)
      for offset in stride(from: 0, to: bitmap.rgba.count, by: 4) {
        pixels.append(bitmap.rgba[offset])
        pixels.append(bitmap.rgba[offset + 1])
        pixels.append(bitmap.rgba[offset + 2])
      }
    } else {
      pixels = bitmap.rgba
    }
    let payload = Array(Data(pixels).base64EncodedString().utf8)
    let format = "f=\(opaque ? 24 : 32),s=\(bitmap.width),v=\(bitmap.height)"
    return chunks(payload, control: control + "," + format, insideTmux: insideTmux)
  }

  /// `payload` (base64) in chunks: the first carries `control`, the others only whether more follow.
  static func chunks(_ payload: [UInt8], control: String, insideTmux: Bool) -> String {
    var output = ""
    output.reserveCapacity(payload.count + payload.count / chunkSize * 40 + 100)
    var start = 0
    repeat {
      let end = min(start + chunkSize, payload.count)
      let more = end < payload.count ? 1 : 0
      let keys = start == 0 ? "\(control),m=\(more)" : "m=\(more)"
      let sequence = "\u{1B}_G\(keys);" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
      output += insideTmux ? TmuxPassthrough.wrap(sequence) : sequence
      start = end
    } while start < payload.count
    return output
  }
}
