/// How many terminal columns text takes: 2 for wide characters (CJK, fullwidth forms, emoji shown as
/// emoji), 0 for controls and for marks that combine with the character before them, 1 for everything else.
/// ``TerminalText``'s layout measures with it, so command output and the terminal app agree.
///
/// Counting `Character`s is not enough: `"日本"` is 2 characters and 4 columns, `"e\u{301}"` is one
/// character of one column.
///
/// ```swift
/// DisplayWidth.of("Mosaic")   // 6
/// DisplayWidth.of("日本")      // 4
/// DisplayWidth.of("e\u{301}") // 1
/// ```
public enum DisplayWidth {
  /// The columns `text` takes once sanitized.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII is one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return simpleColumns(text) ?? characterColumns(text)
  }

  /// The columns `text` takes once sanitized: the generic version, without its cost for a `String` (the
  /// printable-ASCII check runs over the string's own bytes, not through a generic iterator).
  public static func of(_ text: String) -> Int {
    let ascii =
      text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
      ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    if ascii { return text.utf8.count }
    return simpleColumns(text) ?? characterColumns(text)
  }

  /// The columns of `text` counted character by character: what ``of(_:)`` answers for any text.
  static func characterColumns(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns of `text` when every scalar of it ``isSimple(_:)`` (one column a scalar), `nil` otherwise.
  /// Output lines are mostly ASCII with a `·`, `—` or `…` in them: counting their scalars skips breaking them
  /// into characters (a fifth of `mosaic news`' line fitting).
  static func simpleColumns(_ text: some StringProtocol) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isSimple(scalar.value) else { return nil }
      count += 1
    }
    return count
  }

  /// Whether every scalar of `text` ``isSimple(_:)`` or is a line feed; printable ASCII is read byte by byte.
  static func isSimpleOrLineFeed(_ text: String) -> Bool {
    for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
      guard byte == 0x0A else { return text.unicodeScalars.allSatisfy { $0 == "\n" || isSimple($0.value) } }
    }
    return true
  }

  /// Whether a scalar takes one column and is a character of its own next to any other such scalar: printable
  /// ASCII, Latin-1 and the Latin extensions short of the combining marks (without the soft hyphen, a format
  /// character), and the dashes, quotes, bullets and ellipsis of General Punctuation (U+2010–U+2027). None of
  /// them is wide, zero-width, an extender, a joiner or a prepended mark, and none is a control.
  static func isSimple(_ value: UInt32) -> Bool {
    (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x300 && value != 0xAD)
      || (value >= 0x2010 && value <= 0x2027)
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
    // Box drawing, block elements and geometric shapes short of the two emoji squares: the frames and the
    // half-block pictures every screen draws. One column, unless more scalars (a variation selector) follow.
    if (0x2500...0x25FC).contains(first.value), character.utf8.count == 3 { return 1 }
    var width = 0
    for scalar in scalars {
      if scalar.value == 0xFE0F, width == 1 { return 2 }
      guard !isZeroWidth(scalar) else { continue }
      if width == 0 { width = isWide(scalar) ? 2 : 1 }
    }
    return width
  }

  /// Marks, format characters, joiners and variation selectors: they draw nothing of their own.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: break
    }
    switch scalar.value {
    case 0x1160...0x11FF, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
    default: return false
    }
  }

  /// East Asian wide and fullwidth characters and emoji with emoji presentation.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    if scalar.properties.isEmojiPresentation { return true }
    return wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
