import Testing

@testable import SafeText

/// `clean` returns text whose only controls it keeps as they are without scanning it; the scanner must
/// agree on every such text, and on texts just outside the shortcut.
@Suite struct TerminalTextShortcutTests {
  static let texts: [String] = [
    "", "plain", "{\n  \"a\" : \"b\",\n  \"list\" : [\n    1\n  ]\n}", "tab\there\n", "\n\n\nx\n", "\t\t",
    "a\r\nb", "a\rb", "a\u{0B}b", "a\u{85}b", "a\u{2028}b", "x\n\u{1B}[31mred\u{1B}[0m\n", "x\n\u{1B}]0;t\u{07}y",
    "bidi\u{202E}x\n", "del\u{7F}\n", "c1\u{9B}2J\n", "é\n日本\n\u{1F600}\t", "\n\u{1B}_Gf=100;AAAA\u{1B}\\\n",
  ]

  @Test(arguments: texts)
  func everyMode_givesWhatTheScannerGives(_ text: String) {
    for breaks in [TerminalText.Breaks.space, .newline] {
      for keepColors in [false, true] {
        for keepTabs in [false, true] {
          for keepGraphics in [false, true] {
            #expect(
              TerminalText.clean(
                text, breaks: breaks, keepColors: keepColors, keepTabs: keepTabs, keepGraphics: keepGraphics)
                == TerminalText.scanned(
                  text, breaks: breaks, keepColors: keepColors, keepTabs: keepTabs, keepGraphics: keepGraphics),
              "\(breaks) colors \(keepColors) tabs \(keepTabs) graphics \(keepGraphics)")
          }
        }
      }
    }
  }
}
