import SafeText

/// Text a plugin sent, on its way to the host's output or screens: SafeText's one table removes every escape
/// sequence and control, and at most `limit` characters are kept.
///
/// ```swift
/// PluginHostText.clean("Hi\u{1B}[2J there", limit: 80)   // "Hi there"
/// ```
enum PluginHostText {
  static func clean(_ text: String, limit: Int) -> String {
    let line = TerminalText.line(text)
    // Characters never outnumber UTF-8 bytes: a line of at most `limit` bytes needs no cut (and no walk over its
    // grapheme clusters).
    return line.utf8.count <= limit ? line : String(line.prefix(max(limit, 0)))
  }
}
