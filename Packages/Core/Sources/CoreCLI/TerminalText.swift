/// Makes text from outside (a server, a file, a user) safe to show in a terminal: escape sequences (CSI,
/// OSC window titles, DCS, …), other C0 and C1 controls, `DEL` and bidirectional overrides are removed, so
/// a string can neither clear the screen, set the title, recolor what follows nor reorder a line.
///
/// ``TextLayout`` runs every string it fits, pads or wraps through it, and ``CommandContext/emit(_:json:)``
/// and ``Console/standard`` run every line through it again (keeping color sequences only when the palette
/// colors anything), so a new feature gets it without asking. JSON
/// output is not touched: the JSON encoder escapes controls, and ``Console/printJSON(_:)`` escapes C1 and
/// bidirectional characters as `\u` sequences, so the values stay what the server sent.
///
/// ```swift
/// TerminalText.line("Sunset\u{1B}]0;pwned\u{07}\nFake line")   // "Sunset Fake line"
/// TerminalText.terminalSafe("\u{1B}[1mTitle\u{1B}[0m\u{1B}[2J", colors: true)   // "\u{1B}[1mTitle\u{1B}[0m"
/// ```
public enum TerminalText {
  /// One line: controls removed, line breaks and tabs become one space each.
  public static func line(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: false)
  }

  /// Paragraphs: controls removed, every kind of line break becomes `\n`, tabs become spaces.
  public static func paragraphs(_ text: String) -> String {
    clean(text, breaks: .newline, keepColors: false)
  }

  /// One line of output the host composed: like ``line(_:)`` but keeping plain color sequences
  /// (`ESC [ digits ; … m`, what ``Palette`` writes).
  public static func outputLine(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: true)
  }

  /// One line a command drew from pixels (``OutputBlock/drawing(_:)``): color sequences and terminated kitty
  /// graphics commands kept whatever the palette, every other control removed.
  public static func drawingLine(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: true, keepGraphics: true)
  }

  /// What reaches the terminal: `\n`, tabs and (when `colors`) color sequences kept, every other control
  /// removed.
  public static func terminalSafe(_ text: String, colors: Bool = false) -> String {
    clean(text, breaks: .newline, keepColors: colors, keepTabs: true)
  }

  /// Whether `scalar` is a control this type removes or rewrites (a line break, tab, C0, DEL, C1, bidi).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: isBidiControl(scalar)
    }
  }

  /// Bidirectional marks, embeddings, overrides and isolates.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  enum Breaks { case space, newline }

  static func clean(
    _ text: String, breaks: Breaks, keepColors: Bool, keepTabs: Bool = false, keepGraphics: Bool = false
  ) -> String {
    // Text whose only controls come out as they are (line feeds where lines are kept, tabs where tabs are)
    // is returned as it is: a pretty-printed JSON document, a block of lines. Scanning those scalar by scalar
    // was a quarter of `mosaic gallery --json`.
    let kept: (Unicode.Scalar) -> Bool = { ($0 == "\n" && breaks == .newline) || ($0 == "\t" && keepTabs) }
    guard text.unicodeScalars.contains(where: { isControl($0) && !kept($0) }) else { return text }
    return scanned(text, breaks: breaks, keepColors: keepColors, keepTabs: keepTabs, keepGraphics: keepGraphics)
  }

  /// ``clean(_:breaks:keepColors:keepTabs:keepGraphics:)`` without its shortcut: every scalar through the
  /// scanner.
  static func scanned(
    _ text: String, breaks: Breaks, keepColors: Bool, keepTabs: Bool = false, keepGraphics: Bool = false
  ) -> String {
    var scanner = ControlScanner(Array(text.unicodeScalars), keepColors: keepColors, keepGraphics: keepGraphics)
    var output = String.UnicodeScalarView()
    // In one-line text a run of line breaks becomes one space before whatever comes next.
    var pendingSpace = false
    func keep(_ scalars: some Sequence<Unicode.Scalar>) {
      if pendingSpace { output.append(" ") }
      pendingSpace = false
      output.append(contentsOf: scalars)
    }
    while let token = scanner.next() {
      switch token {
      case .scalar(let scalar): keep(CollectionOfOne(scalar))
      case .sequence(let scalars): keep(scalars)
      case .tab: keep(CollectionOfOne(keepTabs ? "\t" : " "))
      case .lineBreak(let isCarriageReturn):
        switch breaks {
        case .space: pendingSpace = !output.isEmpty
        // CR LF is one break; a lone CR is one too, so it cannot overwrite the start of a line.
        case .newline: if !isCarriageReturn || !scanner.nextIsLineFeed { output.append("\n") }
        }
      }
    }
    return String(output)
  }
}
