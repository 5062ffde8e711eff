/// White space trimmed from either end of a text in Swift, exactly as Foundation's `trimmingCharacters(in:)` trims
/// `CharacterSet.whitespaces` or `.whitespacesAndNewlines`. Foundation's trim goes through `NSString`, whose generic
/// string conversions walk every protocol conformance record of the static binary on first use, and every hot
/// command trims a name, a username or a description (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth part)").
/// The one trim of the code base: photos, usernames, tiles and the photo page's header all use it.
///
/// ```swift
/// WhitespaceTrim.spaces.trimming("\u{3000}Ana Lee ")            // "Ana Lee"
/// WhitespaceTrim.spacesAndNewlines.trimming("\n jane_doe\r\n")  // "jane_doe"
/// ```
public enum WhitespaceTrim: Sendable {
  /// Foundation's `.whitespaces`: tab, the space separators (category Zs) and U+200B ZERO WIDTH SPACE.
  case spaces
  /// Foundation's `.whitespacesAndNewlines`: ``spaces`` and the line breaks U+000A to U+000D, U+0085, U+2028 and
  /// U+2029.
  case spacesAndNewlines

  /// Whether this set trims `scalar`.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0x200B: return true
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return self == .spacesAndNewlines
    case 0...0x7F: return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// `text` without the scalars of this set at either end. Text whose first and last bytes are ASCII characters
  /// this set keeps (most names and descriptions) is returned as it is, without walking it.
  public func trimming(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
      !contains(Unicode.Scalar(first)), !contains(Unicode.Scalar(last))
    {
      return text
    }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !contains($0) }),
      let end = scalars.lastIndex(where: { !contains($0) })
    else { return "" }
    // `String(Substring.UnicodeScalarView)`, concrete: rebuilding a `String.UnicodeScalarView` from the slice ran
    // the generic `append(contentsOf:)`, which walked the conformance records as well.
    return String(scalars[start...end])
  }
}
