/// Splits text into what ``TerminalText`` keeps and what it removes: printable scalars, line breaks,
/// tabs, and (when asked) well-formed color sequences and the sequences a drawn picture needs (see
/// `ControlScanner+Graphics.swift`); every other escape sequence
/// is removed whole and every other control is skipped. What each scalar is comes from ``ControlCharacter``.
struct ControlScanner {
  enum Token {
    case scalar(Unicode.Scalar)
    /// A color sequence or a graphics command kept whole.
    case sequence(ArraySlice<Unicode.Scalar>)
    case lineBreak(isCarriageReturn: Bool)
    case tab
  }

  let scalars: [Unicode.Scalar]
  private let keepColors: Bool
  let keepGraphics: Bool
  var index = 0

  init(_ scalars: [Unicode.Scalar], keepColors: Bool, keepGraphics: Bool = false) {
    self.scalars = scalars
    self.keepColors = keepColors
    self.keepGraphics = keepGraphics
  }

  /// Whether the scalar after the current position is a line feed (for CR LF).
  var nextIsLineFeed: Bool { index < scalars.count && scalars[index] == "\n" }

  mutating func next() -> Token? {
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard let control = ControlCharacter(scalar) else { return .scalar(scalar) }
      switch control {
      case .lineBreak: return .lineBreak(isCarriageReturn: false)
      case .carriageReturn: return .lineBreak(isCarriageReturn: true)
      case .tab: return .tab
      case .escape:
        if let colors = escape() { return .sequence(colors) }
      case .controlSequenceIntroducer:
        // The one-byte CSI is never kept: colors are only ever written as ESC [.
        _ = controlSequence(from: index - 1)
      case .stringIntroducer: skipStringOrIntroducer()
      case .bidirectional, .other: break
      }
    }
    return nil
  }

  /// After ESC: a CSI (kept when it is a color sequence), a string (OSC, DCS, SOS, PM, APC) skipped to its
  /// terminator, or a short escape skipped with its intermediates and final byte.
  private mutating func escape() -> ArraySlice<Unicode.Scalar>? {
    let start = index - 1
    guard index < scalars.count else { return nil }
    let introducer = scalars[index]
    if keepGraphics, let picture = graphicsSequence(from: start) { return picture }
    index = start + 1
    switch introducer {
    case "[":
      index += 1
      return controlSequence(from: start)
    case "]", "P", "X", "^", "_":
      index += 1
      skipStringOrIntroducer()
    default:
      while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
      if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
    }
    return nil
  }

  /// Parameters, intermediates and a final byte; the whole sequence when it is a plain color sequence and
  /// colors are kept, else `nil` (skipped). An unfinished sequence ends at the first byte outside it.
  private mutating func controlSequence(from start: Int) -> ArraySlice<Unicode.Scalar>? {
    var isColor = true
    while index < scalars.count, (0x30...0x3F).contains(scalars[index].value) {
      isColor = isColor && ((0x30...0x39).contains(scalars[index].value) || scalars[index] == ";")
      index += 1
    }
    while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) {
      isColor = false
      index += 1
    }
    guard index < scalars.count, (0x40...0x7E).contains(scalars[index].value) else { return nil }
    let final = scalars[index]
    index += 1
    if keepGraphics, isColor, final == "A" || final == "C", index - start <= 8 { return scalars[start..<index] }
    return keepColors && isColor && final == "m" ? scalars[start..<index] : nil
  }

  /// How a control string ended.
  private enum Terminator { case bell, stringTerminator, escapeBackslash }

  /// Skips a control string up to and including BEL, ESC \ or ST; `nil`, having read to the end, when none
  /// came.
  private mutating func skipString() -> Terminator? {
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar.value == ControlCharacter.bell { return .bell }
      if scalar.value == ControlCharacter.stringTerminator { return .stringTerminator }
      if ControlCharacter(scalar) == .escape, index < scalars.count, scalars[index] == "\\" {
        index += 1
        return .escapeBackslash
      }
    }
    return nil
  }

  /// Skips a control string when it is terminated; an unterminated one loses only its introducer, and what
  /// follows is read as text (its own controls still removed), so a stray `ESC ]` in a quoted value cannot
  /// swallow the rest of a sentence. Nothing is lost to safety: no escape remains to start a sequence.
  private mutating func skipStringOrIntroducer() {
    let resume = index
    if skipString() == nil { index = resume }
  }
}
