extension Key {
  /// The key a configuration file names: one printable character (`j`, `G`, `/`), `space`, `ctrl-` and a
  /// letter, an arrow (`up`, `down`, `left`, `right`), `home`, `end`, `pgup`, `pgdn` (or `pageup`,
  /// `pagedown`), `insert`, `delete`, `enter`, `esc`, `backspace`, `tab`, `shift-tab`, `f1` to `f12`; any
  /// case for the names; `nil` for anything else.
  ///
  /// ```swift
  /// Key(name: "ctrl-d")   // .control("d")
  /// Key(name: "G")        // .character("G")
  /// ```
  public init?(name: String) {
    if name.count == 1, let character = name.first, !character.isWhitespace, TerminalText.screenLine(name) == name {
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if let named = Self.named[lowered] {
      self = named
      return
    }
    if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, ("a"..."z").contains(letter) {
      self = .control(letter)
      return
    }
    if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
      lowered.dropFirst().allSatisfy(\.isASCII)
    {
      self = .function(number)
      return
    }
    return nil
  }

  /// The name ``init(name:)`` reads back: what `mosaic config show` prints.
  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .control(let character): "ctrl-\(character)"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .insert: "insert"
    case .delete: "delete"
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .function(let number): "f\(number)"
    }
  }

  /// The key help and the key bar show as `description`, for keys written as one word (`PgUp`, `Ctrl-D`, `j`).
  init?(description: String) {
    if let key = Self.byDescription[description] {
      self = key
    } else if description.hasPrefix("Ctrl-"), description.count == 6, let letter = description.last,
      ("A"..."Z").contains(letter)
    {
      self = .control(Character(letter.lowercased()))
    } else if description.count == 1, let character = description.first {
      self = .character(character)
    } else {
      return nil
    }
  }

  private static let named: [String: Key] = [
    "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right, "home": .home,
    "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "insert": .insert,
    "delete": .delete, "enter": .enter, "esc": .escape, "escape": .escape, "backspace": .backspace, "tab": .tab,
    "shift-tab": .backTab, "backtab": .backTab,
  ]

  private static let byDescription: [String: Key] = Dictionary(
    uniqueKeysWithValues: ([.character(" "), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert]
      + [.delete, .enter, .escape, .backspace, .tab, .backTab] + (1...12).map { Key.function($0) })
      .map { ($0.description, $0) } + [("⌫", .backspace)])
}
