import CoreCLI
import FuzzSupport

/// Server text on its way to a terminal: whatever comes in, what goes out holds no control but what each
/// mode keeps, and laying it out never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let line = TerminalText.line(text)
  if line.unicodeScalars.contains(where: TerminalText.isControl) { fatalError("a control survived line(_:)") }
  let safe = TerminalText.terminalSafe(text)
  if safe.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && TerminalText.isControl($0) }) {
    fatalError("a control survived terminalSafe(_:)")
  }
  _ = TerminalText.outputLine(text)
  _ = TextLayout.fit(text, width: count % 120)
  _ = TextLayout.wrap(text, width: count % 40)
  return 0
}

@_cdecl("fuzz_terminal_text_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzTerminalText)
}
