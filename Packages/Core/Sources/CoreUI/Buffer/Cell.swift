/// One cell of the terminal: a grapheme cluster and its style. A wide character takes its cell and the
/// one after it, which holds a ``continuation``.
public struct Cell: Hashable, Sendable {
  /// What the cell shows; empty for the second half of a wide character.
  public var character: Character?
  public var style: CellStyle

  public init(_ character: Character?, style: CellStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// A space in the default style.
  public static let blank = Cell(" ")

  /// The right half of a wide character.
  public static func continuation(_ style: CellStyle) -> Cell { Cell(nil, style: style) }

  public var isContinuation: Bool { character == nil }

  /// The style first (one integer comparison, see ``CellStyle``), then the characters, as the derived
  /// comparison would; written out because the renderer compares every cell of every frame and the derived one
  /// goes through `Optional`'s generic `==`.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.style.packed == rhs.style.packed else { return false }
    switch (lhs.character, rhs.character) {
    case (let left?, let right?): return left == right
    case (nil, nil): return true
    default: return false
    }
  }
}
