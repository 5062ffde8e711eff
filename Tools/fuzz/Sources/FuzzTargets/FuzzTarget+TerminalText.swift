import CoreCLI

extension FuzzTarget {
  /// Server text on its way to a terminal: whatever comes in, what goes out holds no control but what each mode
  /// keeps, and laying it out never traps.
  public static let terminalText = FuzzTarget(name: "fuzz-terminal-text") { (bytes) throws(FuzzFinding) in
    let text = String(decoding: bytes, as: UTF8.self)
    let line = TerminalText.line(text)
    if line.unicodeScalars.contains(where: TerminalText.isControl) {
      throw FuzzFinding("a control survived TerminalText.line(_:)")
    }
    let safe = TerminalText.terminalSafe(text)
    if safe.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && TerminalText.isControl($0) }) {
      throw FuzzFinding("a control survived TerminalText.terminalSafe(_:)")
    }
    _ = TerminalText.outputLine(text)
    _ = TextLayout.fit(text, width: bytes.count % 120)
    _ = TextLayout.wrap(text, width: bytes.count % 40)
  }
}
