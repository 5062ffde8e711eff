/// Text from outside (a server, a file, another module) made safe and fitted for a terminal.
///
/// ``sanitize(_:)`` removes what could move the cursor, change colors or reorder the line: C0 and C1
/// controls (escape included), DEL, and the bidirectional overrides; tabs and line breaks become spaces.
/// ``fit(_:width:)`` and ``wrap(_:width:)`` count display columns, not characters.
///
/// ```swift
/// TerminalText.sanitize("Jane\u{1B}[2J Doe")          // "Jane[2J Doe"
/// TerminalText.fit("Wide 日本語 text", width: 8)        // "Wide 日…"
/// TerminalText.wrap("a quiet lake at dawn", width: 8) // ["a quiet", "lake at", "dawn"]
/// ```
public enum TerminalText {
  /// The most characters any one string shown on screen keeps; longer text is cut first.
  public static let maximumLength = 4096

  /// `text` without control characters, with tabs and line breaks as spaces, at most ``maximumLength``
  /// characters.
  public static func sanitize(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return text.count > maximumLength ? String(text.prefix(maximumLength)) : text
    }
    var result = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < maximumLength * 4 else { break }
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F: continue
      case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
      default: result.append(scalar)
      }
      count += 1
    }
    let clean = String(result)
    return clean.count > maximumLength ? String(clean.prefix(maximumLength)) : clean
  }

  /// `text` cut to at most `width` columns, ending in `…` when cut.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    return prefix(text, width: width - 1) + "…"
  }

  /// The longest start of `text` that fits in `width` columns.
  public static func prefix(_ text: String, width: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      result.append(character)
      used += columns
    }
    return result
  }

  /// `text` fitted to `width` and padded with spaces to exactly `width` columns.
  public static func pad(_ text: String, width: Int) -> String {
    let fitted = fit(text, width: width)
    return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
  }

  /// `text` broken into lines of at most `width` columns, at spaces where it can be; never empty.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func flush() {
      lines.append(line)
      line = ""
      lineWidth = 0
    }
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      var wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { flush() }
      while wordWidth > width {
        var head = ""
        var headWidth = 0
        while let character = word.first, headWidth + DisplayWidth.of(character) <= width {
          head.append(character)
          headWidth += DisplayWidth.of(character)
          word = word.dropFirst()
        }
        if head.isEmpty, let character = word.first {
          head.append(character)
          word = word.dropFirst()
        }
        lines.append(head)
        wordWidth = DisplayWidth.of(word)
      }
      line = String(word)
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { flush() }
    return lines
  }
}
