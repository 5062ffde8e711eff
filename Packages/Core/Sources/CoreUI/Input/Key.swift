/// A key a person pressed, decoded from the bytes the terminal sent.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character: `j`, `?`, `ä`, `日`.
  case character(Character)
  /// A letter with Control held: `.control("c")` is Ctrl-C.
  case control(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  case enter, escape, backspace, tab, backTab
  /// F1 to F12.
  case function(Int)

  /// How help and the key bar name the key.
  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let character): "Ctrl-\(character.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .insert: "Ins"
    case .delete: "Del"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .function(let number): "F\(number)"
    }
  }
}

/// A mouse report (SGR mode 1006): where, and what happened. Columns and rows count from 0.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A button went down: 0 left, 1 middle, 2 right.
    case press(button: Int)
    case release
    /// Moved with a button held.
    case drag
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}

/// What the terminal's input decodes to.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
}
