/// The one table of characters a terminal must never be handed as they are, and what each is to it: a line
/// break, a tab, the start of an escape sequence, or a control that is simply dropped. Every sanitizer of
/// Mosaic reads this table — ``TerminalText`` for output, drawing, excerpts and layout, and through
/// ``TerminalText/isControl(_:)`` the article extractor, the export reader, search queries, web addresses and
/// the echo of a mistyped argument — so what counts as unsafe is decided once.
///
/// The C0 controls (U+0000–U+001F), `DEL` (U+007F) and the C1 controls (U+0080–U+009F) move the cursor,
/// start escape sequences or are read as such by some terminals; the line and paragraph separators break
/// lines; the bidirectional marks, embeddings, overrides and isolates reorder what a line shows (a file
/// named `abc\u{202E}fdp.exe` reads as `abcexe.pdf`).
///
/// ```swift
/// ControlCharacter("\u{1B}")  // .escape
/// ControlCharacter("\u{202E}") // .bidirectional
/// ControlCharacter("a")        // nil
/// ```
enum ControlCharacter: Equatable, Sendable {
  /// LF, VT, FF, NEL, the line separator and the paragraph separator.
  case lineBreak
  /// CR: a line break too, one with the LF after it.
  case carriageReturn
  case tab
  /// ESC, which starts an escape sequence.
  case escape
  /// The one-byte CSI (U+009B), which starts a control sequence.
  case controlSequenceIntroducer
  /// The one-byte DCS, SOS, OSC, PM and APC, which start a control string.
  case stringIntroducer
  /// Bidirectional marks, embeddings, overrides and isolates.
  case bidirectional
  /// Every other C0 and C1 control and `DEL`: dropped.
  case other

  /// What `scalar` is to a terminal, or `nil` when it is printable text.
  init?(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    // Most text is printable ASCII or above the C1 range and outside the bidirectional ranges.
    if value >= 0x20 && value < 0x7F { return nil }
    if value > 0x9F && value < 0x061C { return nil }
    switch value {
    case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: self = .lineBreak
    case 0x0D: self = .carriageReturn
    case 0x09: self = .tab
    case 0x1B: self = .escape
    case 0x9B: self = .controlSequenceIntroducer
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: self = .stringIntroducer
    case 0x00...0x1F, 0x7F...0x9F: self = .other
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: self = .bidirectional
    default: return nil
    }
  }

  /// The string terminator ST (U+009C), BEL and ESC `\` end a control string.
  static let stringTerminator: UInt32 = 0x9C
  static let bell: UInt32 = 0x07
}
