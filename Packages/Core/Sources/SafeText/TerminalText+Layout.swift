/// Laying text out in terminal columns, the same way for command output and for the terminal app. Every
/// function sanitizes what it is given first (``TerminalText/line(_:)``, or ``TerminalText/paragraphs(_:)``
/// for wrapping), and measures in display columns (``DisplayWidth``), not characters: `日本` takes four.
///
/// ```swift
/// TerminalText.fit("A very long description", width: 10)  // "A very lo…"
/// TerminalText.pad("日本", width: 6)                        // "日本  "
/// TerminalText.wrap("a quiet lake at dawn", width: 8)     // ["a quiet", "lake at", "dawn"]
/// ```
extension TerminalText {
  /// `text` on one line without controls, cut to `width` columns, ending in `…` when cut.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let single = line(text)
    guard DisplayWidth.of(single) > width else { return single }
    return columns(of: single, upTo: width - 1) + "…"
  }

  /// `text` fitted to `width` and padded with spaces to exactly `width` columns.
  public static func pad(_ text: String, width: Int) -> String {
    let fitted = fit(text, width: width)
    return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
  }

  /// The longest start of `text`, on one line without controls, that fits in `width` columns.
  public static func prefix(_ text: String, width: Int) -> String {
    columns(of: line(text), upTo: width)
  }

  /// `text` without controls, broken into lines of at most `width` columns, at spaces where it can be; never
  /// empty. With `maximumLines`, the last line kept ends in `…` when lines were left over.
  public static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
    let lines = wrap(text, width: width)
    guard lines.count > maximumLines, maximumLines > 0 else { return lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = columns(of: kept[maximumLines - 1], upTo: max(width, 1) - 1) + "…"
    return kept
  }

  /// `text` without controls, broken into lines of at most `width` columns, at spaces where it can be; a line
  /// break starts a new line (blank lines are dropped); a word wider than `width` is cut by columns, one
  /// character a line when even that is wider. Never empty.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let text = paragraphs(text)
    // Text of one-column scalars and line feeds (``DisplayWidth/isSimple(_:)``): each scalar is a character of its
    // own, so splitting the bytes at `\n` and at spaces splits the characters there (the character split read the
    // page's longer texts character by character, a third of `photo ID`'s layout).
    return wrap(paragraphs: text, width: width, bytes: DisplayWidth.isSimpleOrLineFeed(text))
  }

  /// ``wrap(_:width:)`` of text already made ``paragraphs(_:)``; `bytes` splits it at line feed and space bytes
  /// (only for text that ``DisplayWidth/isSimpleOrLineFeed(_:)``), else at those characters.
  static func wrap(paragraphs text: String, width: Int, bytes: Bool) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    if bytes {
      for paragraph in text.utf8.split(separator: UInt8(ascii: "\n")) {
        wrapParagraph(Substring(paragraph), bytes: true, width: width, into: &lines)
      }
    } else {
      for paragraph in text.split(separator: "\n") {
        wrapParagraph(paragraph, bytes: false, width: width, into: &lines)
      }
    }
    return lines.isEmpty ? [""] : lines
  }

  /// Appends the lines of one paragraph (no line breaks in it) wrapped at `width` columns; `bytes`: split at the
  /// space bytes (the paragraph is simple, ``wrap(_:width:)``), else at space characters.
  private static func wrapParagraph(_ paragraph: Substring, bytes: Bool, width: Int, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    let words =
      bytes
      ? paragraph.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) } : paragraph.split(separator: " ")
    for word in words {
      var word = word
      var wordWidth = DisplayWidth.of(word)
      if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
        // `String.append(contentsOf: Substring)`, not `+`: the generic `+` ran the standard library's
        // unspecialised `append(contentsOf:)`, which scanned the binary's conformance records.
        line.append(" ")
        line.append(contentsOf: word)
        lineWidth += 1 + wordWidth
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while wordWidth > width {
        var head = columns(of: word, upTo: width)
        if head.isEmpty, let first = word.first { head = String(first) }
        lines.append(head)
        word = word.dropFirst(head.count)
        wordWidth = DisplayWidth.of(word)
      }
      line = String(word)
      lineWidth = wordWidth
    }
    if !line.isEmpty { lines.append(line) }
  }

  /// The longest start of `text` (already clean) that fits in `width` columns.
  static func columns(of text: some StringProtocol, upTo width: Int) -> String {
    guard width > 0 else { return "" }
    // Text of one-column scalars, each a character of its own (``DisplayWidth/isSimple(_:)``): the first
    // `width` scalars.
    if let count = DisplayWidth.simpleColumns(text) {
      guard count > width else { return String(text) }
      return String(text[..<text.unicodeScalars.index(text.startIndex, offsetBy: width)])
    }
    return characterColumns(of: text, upTo: width)
  }

  /// ``columns(of:upTo:)`` character by character, for any text.
  static func characterColumns(of text: some StringProtocol, upTo width: Int) -> String {
    guard width > 0 else { return "" }
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
}
