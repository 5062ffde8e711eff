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

  /// Every scalar up to U+00FF and a few past it, alone and inside plain text, in every mode: the byte test stops at
  /// the first byte that is not printable ASCII or a kept line feed or tab, and only text it reads to the end is
  /// text the scanner keeps as it is.
  @Test func theByteTest_stopsAtTheFirstByteTheScannerMightChange_forEveryLowScalar() {
    let scalars = (0...0xFF).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{202E}", "\u{FEFF}", "\u{1F600}"]
    for scalar in scalars {
      for text in [String(scalar), "plain \(scalar) text", "\(scalar)\n", "\t\(scalar)", "é \(scalar)"] {
        for breaks in [TerminalText.Breaks.space, .newline] {
          for keepTabs in [false, true] {
            let offset = TerminalText.firstByteToDecode(text, keepLineFeeds: breaks == .newline, keepTabs: keepTabs)
            let expected = text.utf8.firstIndex { byte in
              !((0x20..<0x7F).contains(byte) || (byte == 0x0A && breaks == .newline) || (byte == 0x09 && keepTabs))
            }.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
            let unchanged =
              TerminalText.scanned(text, breaks: breaks, keepColors: false, keepTabs: keepTabs) == text
            let context = "\(scalar.value) in \(text.debugDescription), \(breaks), tabs \(keepTabs)"
            #expect(offset == expected, "\(context)")
            #expect(offset != nil || unchanged, "\(context)")
            #expect(
              TerminalText.clean(text, breaks: breaks, keepColors: false, keepTabs: keepTabs)
                == TerminalText.scanned(text, breaks: breaks, keepColors: false, keepTabs: keepTabs), "\(context)")
          }
        }
      }
    }
  }
}
