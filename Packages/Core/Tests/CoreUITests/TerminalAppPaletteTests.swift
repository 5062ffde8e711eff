import Core
import CoreUITestSupport
import Foundation
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25: the command palette and help's filter in the running app, over the in-memory terminal.
@MainActor
struct TerminalAppPaletteTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  @Test func colon_opensThePalette_tabCompletes_andEnterGoesToTheTab() async throws {
    let harness = try AppHarness()
    try await harness.start()
    try await harness.type(":", until: ":▏")
    // The candidates show under the line as soon as it opens.
    expectText(harness.screen.text, contains: "mosaic://letter/")
    try await harness.type("nu", until: ":nu▏")
    try await harness.type("\t", until: ":numbers▏")
    try await harness.type("\r", until: "Letter 1")
    expectEqual(harness.root.selected, 1)
    expectText(harness.screen.text, lacks: "▏")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func aRoute_opensItsScreen_andTheHistoryRemembersIt() async throws {
    let history = PaletteHistory.inMemory()
    let harness = try AppHarness()
    harness.app.paletteHistory = history
    try await harness.start()
    try await harness.type(":letter/C", until: ":letter/C▏")
    try await harness.type("\r", until: "This is C.")
    await expectEqual(history.load(), ["letter/C"])
    harness.terminal.send("\u{7F}")
    try await harness.terminal.waitFor { $0.lines[1].hasPrefix(" Letters") }
    // ↑ brings the line back; Enter goes there again.
    try await harness.type(":", until: ":▏")
    try await harness.type("\u{1B}[A", until: ":letter/C▏")
    try await harness.type("\r", until: "This is C.")
    harness.terminal.send("\u{03}")
    try await expectEqual(harness.exit(), .interrupted)
  }

  @Test func anUnknownLine_saysSoInTheStatusLine_andEscCloses() async throws {
    let harness = try AppHarness()
    try await harness.start()
    try await harness.type(":nowhere", until: ":nowhere▏")
    try await harness.type("\r", until: "Nothing is called 'nowhere'")
    expectText(harness.screen.lines[19], hasPrefix: "Nothing is called 'nowhere'; type a tab")
    try await harness.type(":abc", until: ":abc▏")
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains(":abc") }
    expectText(harness.screen.lines[19], hasPrefix: " Enter open")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func thePaletteKey_isBindable_andHelpShowsIt() async throws {
    let keys = KeyBindings([KeyBindings.global: [.control("p"): .character(":")]])
    let harness = try AppHarness(size: Size(width: 60, height: 24), keys: keys)
    try await harness.start()
    try await harness.type("\u{10}", until: ":▏")
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains(":▏") }
    try await harness.type("?", until: "Keys — Letters")
    expectText(harness.screen.text, contains: ": Ctrl-P", "\(harness.screen.text)")
    expectText(harness.screen.text, contains: "command palette")
    harness.terminal.send("\r")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func typingInHelp_filtersItsLines_backspaceEdits_andEscClearsThenCloses() async throws {
    let harness = try AppHarness(size: Size(width: 60, height: 24))
    try await harness.start()
    try await harness.type("?", until: "Keys — Letters")
    expectText(harness.screen.text, contains: "open a letter")
    try await harness.type("SHE", until: "Filter: SHE")
    // Only "to the shell" has "she" in it, in any case; "q" no longer closes help: it is typed.
    expectText(harness.screen.text, contains: "Ctrl-Z")
    expectText(harness.screen.text, lacks: "open a letter")
    expectText(harness.screen.text, lacks: "write slowly")
    try await harness.type("\u{7F}\u{7F}\u{7F}wri", until: "Filter: wri")
    #expect(harness.screen.text.contains("write slowly") && !harness.screen.text.contains("Ctrl-Z"))
    try await harness.type("q", until: "Filter: wriq")
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { $0.text.contains("Type to filter") && $0.text.contains("open a letter") }
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains("Keys —") }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  /// The palette with its candidates, and help filtered, as golden screens.
  @Test(arguments: [("palette", ":mosaic://"), ("help-filtered", "?ope")])
  func goldens(_ name: String, _ keys: String) async throws {
    let harness = try AppHarness(size: Size(width: 60, height: 20), theme: .dark)
    try await harness.start()
    harness.terminal.send(keys)
    try await harness.terminal.waitFor { $0.text.contains("mosaic://letter/") || $0.text.contains("Filter: ope") }
    let snapshot = Golden.snapshot(harness.screen.buffer, header: "\(name) · 60×20 · dark · en")
    let difference = try Golden.verify(snapshot, at: Self.goldens.appendingPathComponent("\(name)-60x20-dark-en.txt"))
    expectNil(difference, "\(difference ?? "")")
    harness.terminal.send("\u{03}")
    _ = try await harness.exit()
  }
}
