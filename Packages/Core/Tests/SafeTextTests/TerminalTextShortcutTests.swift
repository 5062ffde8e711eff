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

  /// Every scalar of one byte and the two-byte ones up to U+02FF (C1, Latin), the Arabic letter mark's block, the
  /// general punctuation block (line separators, bidirectional marks) and some of three and four bytes, alone and
  /// inside other text, in every mode: the byte test finds a control to clean exactly when a scalar does, and text
  /// without one is text the scanner keeps as it is.
  @Test func theByteTest_decidesAsTheScalars() {
    let values =
      Array(0...0x2FF) + Array(0x600...0x63F) + Array(0x2000...0x206F)
      + [0x7FF, 0x800, 0xFEFF, 0xFFFD, 0xFFFF, 0x1_0000, 0x1_F600, 0x10_FFFF]
    for scalar in values.compactMap(Unicode.Scalar.init) {
      for text in [String(scalar), "\t\(scalar)\n", "é—\(scalar)·"] {
        for breaks in [TerminalText.Breaks.space, .newline] {
          for keepTabs in [false, true] {
            let found = TerminalText.hasControlToClean(text, keepLineFeeds: breaks == .newline, keepTabs: keepTabs)
            let expected = text.unicodeScalars.contains { scalar in
              TerminalText.isControl(scalar)
                && !((scalar == "\n" && breaks == .newline) || (scalar == "\t" && keepTabs))
            }
            let context = "\(scalar.value) in \(text.debugDescription), \(breaks), tabs \(keepTabs)"
            #expect(found == expected, "\(context)")
            if !found {
              #expect(
                TerminalText.scanned(text, breaks: breaks, keepColors: false, keepTabs: keepTabs) == text, "\(context)")
            }
          }
        }
      }
    }
  }
}
