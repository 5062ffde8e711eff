import SafeText

/// Text a plugin sent, on its way to the host's output or screens: SafeText's one table removes every escape
/// sequence and control, and at most `limit` characters are kept.
///
/// ```swift
/// PluginHostText.clean("Hi\u{1B}[2J there", limit: 80)   // "Hi there"
/// ```
enum PluginHostText {
  static func clean(_ text: String, limit: Int) -> String {
    String(TerminalText.line(text).prefix(max(limit, 0)))
  }
}
