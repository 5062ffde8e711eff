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
}
