import FuzzSupport
import SafeText

/// Foreign text on its way to a terminal, through every function of SafeText: whatever comes in, what goes out
/// holds no control but what each mode keeps, layout stays within its columns, an excerpt within its limit and
/// without its secret, and nothing traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let text = String(decoding: bytes, as: UTF8.self)
  let width = count % 40
  func check(_ condition: Bool, _ failure: String) {
    if !condition { fatalError(failure) }
  }
  let isControl: (Unicode.Scalar) -> Bool = TerminalText.isControl
  check(!TerminalText.line(text).unicodeScalars.contains(where: isControl), "a control survived line(_:)")
  check(
    !TerminalText.paragraphs(text).unicodeScalars.contains { $0 != "\n" && isControl($0) },
    "a control survived paragraphs(_:)")
  check(
    !TerminalText.terminalSafe(text).unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isControl($0) },
    "a control survived terminalSafe(_:)")
  for kept in [TerminalText.outputLine(text), TerminalText.drawingLine(text)] {
    check(!kept.unicodeScalars.contains { $0 != "\u{1B}" && isControl($0) }, "a control survived a kept line")
  }
  let screen = TerminalText.screenLine(text)
  check(screen.count <= TerminalText.maximumLength, "screenLine(_:) passed its bound")
  check(!screen.unicodeScalars.contains(where: isControl), "a control survived screenLine(_:)")
  check(DisplayWidth.of(TerminalText.fit(text, width: count % 120)) <= count % 120, "fit(_:width:) overflowed")
  check(DisplayWidth.of(TerminalText.pad(text, width: width)) == width, "pad(_:width:) missed its width")
  check(DisplayWidth.of(TerminalText.prefix(text, width: width)) <= width, "prefix(_:width:) overflowed")
  for line in TerminalText.wrap(text, width: width, maximumLines: count % 7) {
    check(!line.unicodeScalars.contains(where: isControl), "a control survived wrap(_:width:)")
    // One character wider than the width still gets its own line.
    check(DisplayWidth.of(line) <= max(width, 2), "wrap(_:width:) overflowed")
  }
  // A secret taken from the input itself: the excerpt never shows it. Checked when it is a key's shape (ASCII
  // letters and digits), which no marker, space or removed control can join into being.
  let secret = String(text.prefix(12))
  let limit = 1 + count % 200
  let excerpt = TerminalText.excerpt(text, limit: limit, redacting: [secret])
  check(excerpt.count <= limit + TerminalText.redacted.count + 1, "excerpt(_:) passed its limit")
  check(!excerpt.unicodeScalars.contains(where: isControl), "a control survived excerpt(_:)")
  let isKey = secret.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }
  if secret.count >= 6, isKey, !TerminalText.redacted.contains(secret) {
    check(!excerpt.contains(secret), "excerpt(_:) showed its secret")
  }
  _ = TerminalText.excerpt(utf8: bytes, limit: 40)
  return 0
}

@_cdecl("fuzz_terminal_text_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzTerminalText)
}
