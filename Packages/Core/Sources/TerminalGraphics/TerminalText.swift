/// Text from outside made safe for a terminal.
///
/// ```swift
/// TerminalText.sanitized("Sunset\u{1B}[2J over\nthe sea")   // "Sunset[2J over the sea"
/// ```
public enum TerminalText {
  /// `text` without control characters (C0, DEL, C1 and bidirectional overrides); line breaks and tabs
  /// become spaces, so a server's words can never move the cursor, clear the screen or set a title.
  public static func sanitized(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: scalars.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `text` sanitized, cut to `width` characters (ending in `…` when cut) and padded with spaces to
  /// exactly `width`.
  public static func cell(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let clean = sanitized(text)
    let fitted = clean.count > width ? String(clean.prefix(width - 1)) + "…" : clean
    return fitted + String(repeating: " ", count: width - fitted.count)
  }

  /// `text` sanitized and broken into at most `maximumLines` lines of at most `width` characters, at spaces
  /// where it can be; the last line ends in `…` when words were left over.
  public static func wrapped(_ text: String, width: Int, maximumLines: Int = .max) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for word in sanitized(text).split(separator: " ") {
      var word = Substring(word)
      while word.count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    guard lines.count > maximumLines, maximumLines > 0 else { return lines.isEmpty ? [""] : lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = String(kept[maximumLines - 1].prefix(width - 1)) + "…"
    return kept
  }
}
