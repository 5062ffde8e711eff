import CoreValues
import Foundation

/// iTerm2's inline images (also WezTerm's and VS Code's): `ESC ] 1337 ; File=inline=1;size=N;width=C;height=R;
/// preserveAspectRatio=0 : base64 of a PNG file BEL`, the picture scaled by the terminal into `C` × `R` cells.
/// Inside tmux the sequence goes through the passthrough.
///
/// ```swift
/// let sequence = ITerm2Images.inline(bitmap, cells: CellSize(columns: 16, rows: 8), png: .stored)
/// ```
public enum ITerm2Images {
  /// The most bytes of PNG one picture is sent with; a larger file is not drawn this way.
  public static let maximumBytes = 16_000_000

  /// The sequence, or `nil` when the PNG cannot be made or is past ``maximumBytes``.
  public static func inline(_ bitmap: Bitmap, cells: CellSize, png: PNGEncoder, insideTmux: Bool = false) -> String? {
    guard let file = png.encode(bitmap), file.count <= maximumBytes else { return nil }
    let arguments = "inline=1;size=\(file.count);width=\(cells.columns);height=\(cells.rows);preserveAspectRatio=0"
    let sequence = "\u{1B}]1337;File=\(arguments):\(Data(file).base64EncodedString())\u{07}"
    return insideTmux ? TmuxPassthrough.wrap(sequence) : sequence
  }
}
