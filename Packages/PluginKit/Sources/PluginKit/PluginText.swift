/// Text crossing the plugin boundary on the plugin's side, bounded and with every control character removed. The
/// SDK depends on nothing, so it goes by Unicode's own categories (controls and format characters, which hold the
/// bidirectional overrides) rather than a table of its own; the host cleans everything a plugin sends again with
/// its one sanitizer (SafeText) before a terminal sees it.
///
/// ```swift
/// PluginText.clean("Hi\u{1B}[2J there", limit: 80)   // "Hi[2J there"
/// ```
public enum PluginText {
  /// `text` without controls or format characters (each becomes nothing; a line break, tab or line separator a
  /// space), cut to at most `limit` characters.
  public static func clean(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { break }
      switch scalar.properties.generalCategory {
      case .lineSeparator, .paragraphSeparator:
        scalars.append(" ")
      case .control where scalar == "\n" || scalar == "\r" || scalar == "\t":
        scalars.append(" ")
      case .control, .format:
        continue
      default:
        scalars.append(scalar)
      }
      count += 1
    }
    return String(scalars)
  }
}
