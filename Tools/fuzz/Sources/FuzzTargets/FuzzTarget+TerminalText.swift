import SafeText

extension FuzzTarget {
  /// Foreign text on its way to a terminal, through every function of SafeText: whatever comes in, what goes out
  /// holds no control but what each mode keeps, layout stays within its columns, an excerpt within its limit and
  /// without its secret, and nothing traps.
  public static let terminalText = FuzzTarget(name: "fuzz-terminal-text") { (bytes) throws(FuzzFinding) in
    let text = String(decoding: bytes, as: UTF8.self)
    let count = bytes.count
    let width = count % 40
    func check(_ condition: Bool, _ failure: String) throws(FuzzFinding) {
      if !condition { throw FuzzFinding(failure) }
    }
    let isControl: (Unicode.Scalar) -> Bool = TerminalText.isControl
    try check(!TerminalText.line(text).unicodeScalars.contains(where: isControl), "a control survived line(_:)")
    try check(
      !TerminalText.paragraphs(text).unicodeScalars.contains { $0 != "\n" && isControl($0) },
      "a control survived paragraphs(_:)")
    try check(
      !TerminalText.terminalSafe(text).unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isControl($0) },
      "a control survived terminalSafe(_:)")
    for kept in [TerminalText.outputLine(text), TerminalText.drawingLine(text)] {
      try check(!kept.unicodeScalars.contains { $0 != "\u{1B}" && isControl($0) }, "a control survived a kept line")
    }
    let screen = TerminalText.screenLine(text)
    try check(screen.count <= TerminalText.maximumLength, "screenLine(_:) passed its bound")
    try check(!screen.unicodeScalars.contains(where: isControl), "a control survived screenLine(_:)")
    try check(DisplayWidth.of(TerminalText.fit(text, width: count % 120)) <= count % 120, "fit(_:width:) overflowed")
    try check(DisplayWidth.of(TerminalText.pad(text, width: width)) == width, "pad(_:width:) missed its width")
    try check(DisplayWidth.of(TerminalText.prefix(text, width: width)) <= width, "prefix(_:width:) overflowed")
    for line in TerminalText.wrap(text, width: width, maximumLines: count % 7) {
      try check(!line.unicodeScalars.contains(where: isControl), "a control survived wrap(_:width:)")
      // One character wider than the width still gets its own line.
      try check(DisplayWidth.of(line) <= max(width, 2), "wrap(_:width:) overflowed")
    }
    // A secret taken from the input itself: the excerpt never shows it. Checked when it is a key's shape (ASCII
    // letters and digits), which no marker, space or removed control can join into being.
    let secret = String(text.prefix(12))
    let limit = 1 + count % 200
    let excerpt = TerminalText.excerpt(text, limit: limit, redacting: [secret])
    try check(excerpt.count <= limit + TerminalText.redacted.count + 1, "excerpt(_:) passed its limit")
    try check(!excerpt.unicodeScalars.contains(where: isControl), "a control survived excerpt(_:)")
    let isKey = secret.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }
    if secret.count >= 6, isKey, !TerminalText.redacted.contains(secret) {
      try check(!excerpt.contains(secret), "excerpt(_:) showed its secret")
    }
    _ = TerminalText.excerpt(utf8: bytes, limit: 40)
  }
}
