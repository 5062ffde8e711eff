import SafeText

/// Text from a page made safe and tidy: escape sequences removed whole and control characters (C0, C1, bidi
/// overrides) removed by SafeText's one table (``TerminalText``), every run of whitespace one space.
enum TextCleaner {
  /// `text` on one line: whitespace runs and line breaks one space, escape sequences, controls and zero-width
  /// marks removed, trimmed.
  static func collapsed(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in TerminalText.paragraphs(text).unicodeScalars {
      if isSpace(scalar) {
        pendingSpace = !output.isEmpty
        continue
      }
      if TerminalText.isControl(scalar) || isInvisible(scalar) { continue }
      if pendingSpace {
        output.append(" ")
        pendingSpace = false
      }
      output.append(scalar)
    }
    return String(output)
  }

  /// Preformatted text: line breaks kept (at most two in a row), tabs as four spaces, escape sequences and
  /// other controls removed, trailing spaces of each line and blank lines around the whole removed.
  static func preformatted(_ text: String) -> String {
    var lines: [String] = []
    for line in TerminalText.terminalSafe(text).split(separator: "\n", omittingEmptySubsequences: false) {
      var output = String.UnicodeScalarView()
      for scalar in line.unicodeScalars {
        if scalar == "\t" {
          output.append(contentsOf: "    ".unicodeScalars)
        } else if !TerminalText.isControl(scalar) && !isInvisible(scalar) {
          output.append(scalar)
        }
      }
      var kept = String(output)
      while kept.last?.isWhitespace == true { kept.removeLast() }
      if kept.isEmpty, lines.last?.isEmpty == true { continue }
      lines.append(kept)
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// At most `limit` characters, cut at a word when one is near, with an ellipsis.
  static func bounded(_ text: String, to limit: Int) -> String {
    guard text.count > limit, limit > 1 else { return text }
    let cut = text.prefix(limit - 1)
    let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return String(word.count > limit / 2 ? word : cut) + "…"
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    // Unicode's White_Space: tab to carriage return, space, NEL, no-break and typographic spaces, the line
    // and paragraph separators, the ideographic space.
    scalar.properties.isWhitespace
  }

  /// Zero-width characters pages use as glue; shown as nothing, they only break words.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B, 0x2060, 0xFEFF, 0xAD: true
    default: false
    }
  }
}
