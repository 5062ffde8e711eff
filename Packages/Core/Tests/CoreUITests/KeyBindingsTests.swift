import Core
import CoreUITestSupport
import TestExpectations
import Testing

@testable import CoreUI

struct KeyBindingsTests {
  static let bindings = KeyBindings([
    KeyBindings.global: [.control("d"): .pageDown, .character("h"): nil, .character("n"): .down],
    "gallery": [.character("n"): .character("f"), .character("x"): .character("f")],
  ])

  @Test func translate_screenWinsOverGlobal_noneDoesNothing_restStays() {
    let keys = Self.bindings
    expectEqual(keys.translate(.control("d"), scope: "gallery"), .pageDown)
    expectEqual(keys.translate(.character("n"), scope: "gallery"), .character("f"))
    expectEqual(keys.translate(.character("n"), scope: "news"), .down)
    expectEqual(keys.translate(.character("n"), scope: nil), .down)
    expectNil(keys.translate(.character("h"), scope: "gallery"))
    expectEqual(keys.translate(.character("q"), scope: "gallery"), .character("q"))
  }

  @Test func merging_laterWins() {
    let merged = Self.bindings.merging(KeyBindings([KeyBindings.global: [.character("h"): .left]]))
    expectEqual(merged.translate(.character("h"), scope: nil), .left)
    expectEqual(merged.translate(.control("d"), scope: nil), .pageDown)
  }

  struct HintCase: Sendable, CustomTestStringConvertible {
    let id: String
    let hint: KeyHint
    let scope: String?
    let expected: KeyHint?
    var testDescription: String { id }
  }

  static let hintCases: [HintCase] = [
    HintCase(
      id: "unbound letter left out", hint: KeyHint("←↑↓→ hjkl", "move"), scope: nil,
      expected: KeyHint("←↑↓→ jkl n", "move")),
    HintCase(
      id: "added after the page keys", hint: KeyHint("PgUp PgDn", "page"), scope: "news",
      expected: KeyHint("PgUp PgDn Ctrl-D", "page")),
    HintCase(
      id: "screen's own added", hint: KeyHint("f", "favorite"), scope: "gallery", expected: KeyHint("f n x", "favorite")
    ),
    HintCase(id: "no key left: dropped", hint: KeyHint("h", "left"), scope: nil, expected: nil),
    HintCase(id: "not a key: kept", hint: KeyHint("1–5", "tabs"), scope: nil, expected: KeyHint("1–5", "tabs")),
    HintCase(id: "untouched", hint: KeyHint("Enter", "open"), scope: "gallery", expected: KeyHint("Enter", "open")),
  ]

  @Test(arguments: hintCases)
  func hints_showTheKeysAsRemapped(_ test: HintCase) {
    expectEqual(Self.bindings.hints([test.hint], scope: test.scope).first, test.expected)
  }

  @Test(arguments: ["j", "G", "/", "space", "ctrl-d", "up", "pgdn", "enter", "esc", "shift-tab", "f5", "backspace"])
  func keyNames_readBack(_ name: String) throws {
    let key = try requireValue(Key(name: name))
    expectEqual(Key(name: key.name), key)
  }

  @Test(arguments: ["", "ab", "ctrl-", "ctrl-1", "f13", "f0", "\u{1B}", "\t", "up!"])
  func keyNames_refuseWhatIsNoKey(_ name: String) {
    expectNil(Key(name: name))
  }

  @Test func colors_readBack_andApplyToTheirThemeOnly() throws {
    expectEqual(TerminalColor(name: "#FF8800"), .rgb(255, 136, 0))
    expectEqual(TerminalColor(name: "81"), .indexed(81))
    expectEqual(TerminalColor(name: "default"), .default)
    for bad in ["256", "#ff88", "#gg0000", "red", "-1", ""] { expectNil(TerminalColor(name: bad), "\(bad)") }
    expectEqual(TerminalColor.rgb(1, 2, 255).name, "#0102ff")
    let colors = ThemeColors([.dark: [.accent: ColorChange(foreground: .rgb(255, 136, 0), background: .indexed(1))]])
    let dark = colors.apply(to: .dark)
    expectEqual(dark.style(.accent), CellStyle(foreground: .rgb(255, 136, 0), background: .indexed(1)))
    expectEqual(dark.style(.body), UITheme.dark.style(.body))
    expectEqual(colors.apply(to: .light), .light)
    expectEqual(colors.apply(to: .monochrome), .monochrome)
  }

  /// Issue 25: a remapped key works, a key bound to nothing does nothing, and the key bar and help show it.
  @MainActor
  @Test func app_remappedKeysWork_andShowInTheKeyBarAndHelp() async throws {
    let keys = KeyBindings([
      KeyBindings.global: [.character("?"): nil, .function(1): .character("?")],
      "letters": [.character("n"): .down, .character("j"): nil, .character("o"): .enter],
    ])
    let harness = try AppHarness(keys: keys)
    try await harness.start()
    expectText(harness.screen.lines[19], hasPrefix: " Enter o open  w write  F1 help")
    harness.terminal.send("j")
    harness.terminal.send("n")
    try await harness.terminal.waitFor { $0.buffer[0, 3].style.attributes.contains(.reverse) }
    try await harness.type("o", until: "This is B.")
    harness.terminal.send("\u{7F}")
    try await harness.terminal.waitFor { $0.lines[1].hasPrefix(" Letters") }
    // `?` does nothing now; F1 shows help, which lists the keys as remapped.
    harness.terminal.send("?")
    try await harness.type("\u{1B}OP", until: "Keys — Letters")
    expectText(harness.screen.text, contains: "Enter o")
    expectNone(harness.screen.lines) { $0.contains("│ ?") }
    harness.terminal.send("\r")
    try await harness.terminal.waitFor { !$0.text.contains("Keys —") }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }
}
