import Testing

@testable import SafeText

@Suite struct TerminalTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let input: String
    let line: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "plain", input: "Spiral staircase, Porto", line: "Spiral staircase, Porto"),
    Case(id: "CSI clear screen", input: "a\u{1B}[2J\u{1B}[Hb", line: "ab"),
    Case(id: "SGR color", input: "\u{1B}[31mred\u{1B}[0m", line: "red"),
    Case(id: "OSC title with BEL", input: "x\u{1B}]0;pwned\u{07}y", line: "xy"),
    Case(id: "OSC title with ST", input: "x\u{1B}]2;pwned\u{1B}\\y", line: "xy"),
    Case(id: "OSC hyperlink", input: "\u{1B}]8;;http://evil\u{1B}\\click\u{1B}]8;;\u{1B}\\", line: "click"),
    Case(id: "DCS", input: "a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", line: "ab"),
    Case(id: "C1 CSI", input: "a\u{9B}2Jb", line: "ab"),
    Case(id: "C1 OSC", input: "a\u{9D}0;t\u{9C}b", line: "ab"),
    Case(id: "other C1", input: "a\u{85}\u{8D}b", line: "a b"),
    Case(id: "newline forges a line", input: "Nice photo\nError: forged", line: "Nice photo Error: forged"),
    Case(id: "CR overwrites", input: "safe\rEVIL", line: "safe EVIL"),
    Case(id: "CRLF and blank lines", input: "a\r\n\r\n\nb", line: "a b"),
    Case(id: "leading and trailing breaks", input: "\n\na\n", line: "a"),
    Case(id: "tab", input: "a\tb", line: "a b"),
    Case(id: "NUL BEL DEL backspace", input: "a\u{0}\u{7}\u{7F}\u{8}b", line: "ab"),
    Case(id: "bidi override", input: "abc\u{202E}fdp.exe\u{202C}", line: "abcfdp.exe"),
    Case(id: "bidi isolates and marks", input: "\u{2066}a\u{2069}\u{200F}b\u{061C}", line: "ab"),
    Case(id: "line separator", input: "a\u{2028}b\u{2029}c", line: "a b c"),
    Case(id: "lone ESC at end", input: "abc\u{1B}", line: "abc"),
    Case(id: "unfinished CSI", input: "abc\u{1B}[12", line: "abc"),
    Case(id: "unfinished OSC loses its introducer only", input: "abc\u{1B}]0;title", line: "abc0;title"),
    Case(
      id: "unfinished OSC in a quoted value keeps the sentence",
      input: "No photo 'a\u{1B}]b c'; list the ids with `mosaic gallery`.",
      line: "No photo 'ab c'; list the ids with `mosaic gallery`."),
    Case(id: "unfinished C1 DCS keeps the rest", input: "a\u{90}b; fix it.", line: "ab; fix it."),
    Case(id: "two-byte escape", input: "a\u{1B}cb\u{1B}(Bc", line: "abc"),
    Case(id: "emoji and accents", input: "Café 📷 Zürich", line: "Café 📷 Zürich"),
  ]

  @Test(arguments: cases) func line_removesControls(_ example: Case) {
    #expect(TerminalText.line(example.input) == example.line)
    #expect(!TerminalText.line(example.input).unicodeScalars.contains(where: TerminalText.isControl))
  }

  @Test func paragraphs_keepBreaksAsNewlines() {
    #expect(TerminalText.paragraphs("one\r\ntwo\rthree\u{2028}four\u{1B}[2J") == "one\ntwo\nthree\nfour")
  }

  @Test func outputLine_keepsPlainColorSequencesOnly() {
    let painted = "\u{1B}[1;34mTitle\u{1B}[0m"
    #expect(TerminalText.outputLine(painted + "\u{1B}[2J\u{1B}]0;t\u{07}\nx") == painted + " x")
    #expect(TerminalText.outputLine("\u{1B}[?25l") == "")
  }

  @Test func terminalSafe_keepsNewlinesTabsAndColors() {
    #expect(
      TerminalText.terminalSafe("a\tb\n\u{1B}[1mc\u{1B}[0m\u{1B}]0;x\u{07}", colors: true)
        == "a\tb\n\u{1B}[1mc\u{1B}[0m")
    #expect(TerminalText.terminalSafe("a\tb\n\u{1B}[1mc\u{1B}[0m") == "a\tb\nc")
  }

  @Test func drawingLine_keepsTerminatedGraphicsCommands_only() {
    let kitty = "\u{1B}_Gf=100,a=T;AAAA\u{1B}\\"
    #expect(TerminalText.drawingLine(kitty + "\u{1B}[31m▀\u{1B}[0m") == kitty + "\u{1B}[31m▀\u{1B}[0m")
    #expect(TerminalText.drawingLine("\u{1B}_Gf=100;AA\u{07}BB") == "BB")
    #expect(TerminalText.line(kitty + "x") == "x")
  }

  /// What the terminal app's screens draw: the same removal as command output (escape sequences whole, a run
  /// of breaks one space), bounded.
  @Test func screenLine_removesSequencesWhole_andIsBounded() {
    #expect(TerminalText.screenLine("Jane\u{1B}[2J Doe") == "Jane Doe")
    #expect(TerminalText.screenLine("a\tb\nc\r\nd") == "a b c d")
    #expect(TerminalText.screenLine("\u{9B}31mred\u{7F}") == "red")
    #expect(TerminalText.screenLine("left\u{202E}thgir") == "leftthgir")
    #expect(TerminalText.screenLine("Über 日本 😀") == "Über 日本 😀")
    #expect(TerminalText.screenLine(String(repeating: "x", count: 10_000)).count == TerminalText.maximumLength)
    #expect(TerminalText.screenLine(String(repeating: "日", count: 10_000)).count == TerminalText.maximumLength)
    let flood = String(repeating: "\u{1B}[2J", count: 100_000) + "tail"
    #expect(TerminalText.screenLine(flood) == "", "never more than four times the bound is read")
  }

  @Test func layout_sanitizesWhatItFits() {
    #expect(TerminalText.fit("ab\u{1B}[2Jcd\nef", width: 20) == "abcd ef")
    #expect(TerminalText.pad("\u{1B}]0;t\u{07}ab", width: 4) == "ab  ")
    #expect(TerminalText.wrap("one\u{1B}[31m two\nthree", width: 20) == ["one two", "three"])
    #expect(TerminalText.prefix("ab\u{1B}]0;t\u{07}cd", width: 3) == "abc")
  }

  /// Issue 25: a drawn picture's line keeps what its protocol needs — kitty commands (also through tmux's
  /// passthrough), Sixel, iTerm2 images, the room it makes and the cursor's way back — and nothing else.
  @Test func drawingLine_keepsPictureSequencesOnly() {
    let kept = [
      "\u{1B}D\u{1B}D\u{1B}[2A\u{1B}7",
      "\u{1B}_Ga=T,f=24,s=1,v=1,c=2,r=1,C=1,q=2,m=0;AAAA\u{1B}\\",
      "\u{1B}P0;1q\"1;1;2;6#0;2;100;0;0#0!2~\u{1B}\\",
      "\u{1B}]1337;File=inline=1;size=3;width=2;height=1;preserveAspectRatio=0:AAAA\u{07}",
      "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,i=7,q=2;AAAA\u{1B}\u{1B}\\\u{1B}\\",
      "\u{1B}Ptmux;\u{1B}\u{1B}]1337;File=inline=1:AAAA\u{07}\u{1B}\\",
      "\u{1B}8\u{1B}[16C\u{1B}[38;2;0;0;7m\u{10EEEE}\u{0305}\u{030D}\u{1B}[39m",
    ]
    for sequence in kept {
      #expect(TerminalText.drawingLine("a" + sequence + "b") == "a" + sequence + "b", "\(sequence.debugDescription)")
    }
    let removed = [
      "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]1337;SetUserVar=x\u{07}", "\u{1B}P0;1q#0\u{1B}[2J\u{1B}\\",
      "\u{1B}Ptmux;\u{1B}\u{1B}[2J\u{1B}\\", "\u{1B}Pq\u{07}\u{1B}\\", "\u{1B}_Ga=T;\u{1B}[2J\u{1B}\\", "\u{1B}[?25l",
      "\u{1B}[5;5H", "\u{1B}c",
    ]
    for sequence in removed {
      let drawn = TerminalText.drawingLine("a" + sequence + "b")
      #expect(
        !drawn.contains("[2J") && !drawn.contains("title") && !drawn.contains("SetUserVar"), "\(drawn.debugDescription)"
      )
      #expect(drawn.hasPrefix("a") && drawn.hasSuffix("b") && !drawn.contains("\u{07}"), "\(drawn.debugDescription)")
    }
    // Outside a drawing none of it is kept.
    #expect(TerminalText.outputLine("a\u{1B}D\u{1B}7\u{1B}[3Cb") == "ab")
  }
}
