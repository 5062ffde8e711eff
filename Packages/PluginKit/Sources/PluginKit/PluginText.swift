/// Text crossing the plugin boundary, bounded and with every control character removed.
///
/// ```swift
/// PluginText.clean("Hi\u{1B}[2J there", limit: 80)   // "Hi[2J there"
/// ```
public enum PluginText {
  /// `text` without C0/C1 controls, DEL or bidirectional overrides (each becomes nothing, a line break a space),
  /// cut to at most `limit` characters.
  public static func clean(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { break }
      switch scalar.value {
      case 0x0A, 0x0D, 0x09, 0x2028, 0x2029:
        scalars.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
      count += 1
    }
    return String(scalars)
  }
}
