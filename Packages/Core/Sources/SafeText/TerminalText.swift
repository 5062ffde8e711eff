/// Makes text from outside (a server, a file, a user, another module) safe to show in a terminal, and lays it
/// out in display columns: escape sequences (CSI, OSC window titles, DCS, …) are removed whole, other C0 and C1
/// controls, `DEL` and bidirectional overrides are removed, so a string can neither clear the screen, set the
/// title, recolor what follows nor reorder a line. What counts as a control is ``ControlCharacter``'s one
/// table.
///
/// - ``line(_:)`` and ``paragraphs(_:)``: text for command output; ``outputLine(_:)`` keeps the host's own
///   colors, ``drawingLine(_:)`` a picture's, ``terminalSafe(_:colors:)`` is what finally reaches the terminal.
/// - ``screenLine(_:)``: text for a screen of the terminal app, bounded to ``maximumLength`` characters.
/// - ``fit(_:width:)``, ``pad(_:width:)``, ``wrap(_:width:)``: layout in display columns (``DisplayWidth``),
///   so wide CJK and emoji line up in command output as they do in the app.
/// - ``excerpt(_:limit:redacting:)``: what a server said, bounded, on one line, its secrets redacted.
///
/// JSON output is not touched: the JSON encoder escapes controls, and the CLI's console escapes C1 and
/// bidirectional characters as `\u` sequences, so the values stay what the server sent.
///
/// ```swift
/// TerminalText.line("Sunset\u{1B}]0;pwned\u{07}\nFake line")   // "Sunset Fake line"
/// TerminalText.terminalSafe("\u{1B}[1mTitle\u{1B}[0m\u{1B}[2J", colors: true)   // "\u{1B}[1mTitle\u{1B}[0m"
/// TerminalText.fit("Wide 日本語 text", width: 8)                 // "Wide 日…"
/// ```
public enum TerminalText {
  /// The most characters any one string shown on a screen of the terminal app keeps; longer text is cut first.
  public static let maximumLength = 4096

  /// One line: controls removed, escape sequences removed whole, a run of line breaks and each tab one space.
  public static func line(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: false)
  }

  /// Paragraphs: controls removed, every kind of line break becomes `\n`, tabs become spaces.
  public static func paragraphs(_ text: String) -> String {
    clean(text, breaks: .newline, keepColors: false)
  }

  /// One line of output the host composed: like ``line(_:)`` but keeping plain color sequences
  /// (`ESC [ digits ; … m`, what the CLI's palette writes).
  public static func outputLine(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: true)
  }

  /// One line a command drew from pixels: color sequences and terminated kitty graphics commands kept whatever
  /// the palette, every other control removed.
  public static func drawingLine(_ text: String) -> String {
    clean(text, breaks: .space, keepColors: true, keepGraphics: true)
  }

  /// What reaches the terminal: `\n`, tabs and (when `colors`) color sequences kept, every other control
  /// removed.
  public static func terminalSafe(_ text: String, colors: Bool = false) -> String {
    clean(text, breaks: .newline, keepColors: colors, keepTabs: true)
  }

  /// One line for a screen of the terminal app: ``line(_:)`` of at most ``maximumLength`` characters (and
  /// never more than four times that many scalars read, whatever came in).
  public static func screenLine(_ text: String) -> String {
    let read =
      text.utf8.count > maximumLength * 4
      ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumLength * 4))) : text
    let clean = line(read)
    guard clean.utf8.count > maximumLength, clean.count > maximumLength else { return clean }
    return String(clean.prefix(maximumLength))
  }

  /// Whether `scalar` is a control this type removes or rewrites (a line break, tab, C0, DEL, C1, bidi).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacter(scalar) != nil
  }

  /// Bidirectional marks, embeddings, overrides and isolates.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacter(scalar) == .bidirectional
  }

  enum Breaks { case space, newline }

  static func clean(
    _ text: String, breaks: Breaks, keepColors: Bool, keepTabs: Bool = false, keepGraphics: Bool = false
  ) -> String {
    // Text whose only controls come out as they are (line feeds where lines are kept, tabs where tabs are)
    // is returned as it is: a pretty-printed JSON document, a block of lines. Scanning those scalar by scalar
    // was a quarter of `mosaic gallery --json`.
    guard hasControlToClean(text, keepLineFeeds: breaks == .newline, keepTabs: keepTabs) else { return text }
    return scanned(text, breaks: breaks, keepColors: keepColors, keepTabs: keepTabs, keepGraphics: keepGraphics)
  }

  /// Whether `text` has a control other than a line feed (when `keepLineFeeds`) or a tab (when `keepTabs`), decided
  /// over its UTF-8 bytes: printable ASCII byte by byte, a longer scalar decoded from its bytes and asked
  /// ``isControl(_:)``. Iterating the scalars themselves (`unicodeScalars.contains`) was 1.7 % of `mosaic gallery`.
  static func hasControlToClean(_ text: String, keepLineFeeds: Bool, keepTabs: Bool) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
          index += 1
          if lead >= 0x20 && lead < 0x7F { continue }
          if lead == 0x0A && keepLineFeeds { continue }
          if lead == 0x09 && keepTabs { continue }
          return true
        }
        // Every control kept as it is is ASCII, so any other control is one to clean.
        guard let read = UTF8Scalar(lead: bytes, at: index) else { return true }
        index += read.length
        guard let scalar = Unicode.Scalar(read.value) else { return true }
        if isControl(scalar) { return true }
      }
      return false
    }
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
