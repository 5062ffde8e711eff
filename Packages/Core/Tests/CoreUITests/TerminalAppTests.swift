import Core
import CoreUITestSupport
import TestExpectations
import Testing

@testable import CoreUI

@MainActor
struct TerminalAppTests {
  @Test func theFrame_hasTabsTitleContentAndKeys() async throws {
    let harness = try AppHarness()
    try await harness.start()
    let lines = harness.screen.lines
    expectText(lines[0], hasPrefix: " 1 Letters  2 Numbers ")
    expectText(lines[1], hasPrefix: " Letters")
    expectText(lines[1], hasSuffix: "q quit ")
    expectText(lines[2], hasPrefix: "Letter A")
    expectText(lines[19], hasPrefix: " Enter open  w write  ? help")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func keys_move_open_goBack_andPickTabs() async throws {
    let harness = try AppHarness()
    try await harness.start()
    harness.terminal.send("jj\u{1B}[B")
    try await harness.terminal.waitFor { $0.buffer[0, 5].style.attributes.contains(.reverse) }
    try await harness.type("\r", until: "This is D.")
    expectText(harness.screen.lines[1], hasSuffix: "Esc back ")
    // q does not quit from a pushed screen.
    harness.terminal.send("q")
    harness.terminal.send("\u{7F}")
    try await harness.terminal.waitFor { $0.lines[1].hasPrefix(" Letters") }
    try await harness.type("2", until: "Letter 1")
    expectEqual(harness.root.selected, 1)
    try await harness.type("1", until: "Letter A")
    harness.terminal.send("9")
    harness.terminal.send("\u{03}")
    try await expectEqual(harness.exit(), .interrupted)
  }

  @Test func aLoneEscape_goesBack_whenInputPauses() async throws {
    let harness = try AppHarness()
    try await harness.start()
    try await harness.type("\r", until: "This is A.")
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { $0.lines[1].hasPrefix(" Letters") }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func help_showsTheScreensKeysAndTheGlobalOnes_overADimmedScreen() async throws {
    let harness = try AppHarness(theme: .dark)
    try await harness.start()
    try await harness.type("?", until: "Keys — Letters")
    let text = harness.screen.text
    expectText(text, contains: "open a letter")
    expectText(text, contains: "write slowly")
    expectText(text, contains: "Ctrl-Z")
    expectEqual(harness.screen.buffer[0, 0].style, UITheme.dark.dimmed(UITheme.dark.style(.tab)))
    // Keys go to help while it shows: j does not move the selection.
    harness.terminal.send("j")
    harness.terminal.send("?")
    try await harness.terminal.waitFor { !$0.text.contains("Keys —") }
    expectEqual(harness.root.tabs[0].stack.top.map { ($0 as? LettersScreen)?.model.selected }, 0)
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func aShortcutSheet_showsOverTheDimmedScreenItWasCalledFrom_andKeysGoToIt() async throws {
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), SheetModule()], theme: .dark)
    try await harness.start()
    let style = harness.screen.buffer[0, 2].style
    try await harness.type(",", until: "Option 1: off")
    // The list stays behind the sheet, dimmed; the tab does not change and is not remembered.
    expectText(harness.screen.lines[2], hasPrefix: "Letter A")
    expectEqual(harness.screen.buffer[0, 2].style, UITheme.dark.dimmed(style))
    expectEqual(harness.root.selected, 0)
    await expectNotEqual(harness.session.lastTab(), "sheet")
    expectText(harness.screen.lines[1], hasPrefix: " Options")
    expectText(harness.screen.lines[1], hasSuffix: "Esc back ")
    // Keys go to the sheet: q closes it rather than leaving, Enter flips an option.
    try await harness.type("\u{1B}[B\r", until: "Option 2: on")
    harness.terminal.send("q")
    try await harness.terminal.waitFor { !$0.text.contains("Option 2") }
    expectTrue(harness.root.stack.top is LettersScreen)
    expectEqual(harness.screen.buffer[0, 2].style, style)
    // The sheet keeps its state; `,` again closes it.
    try await harness.type(",", until: "Option 2: on")
    harness.terminal.send(",")
    try await harness.terminal.waitFor { !$0.text.contains("Option 2") }
    harness.terminal.send("\u{03}")
    try await expectEqual(harness.exit(), .interrupted)
  }

  @Test func aSheetsOwnTabKey_showsItOverTheScreenItWasPressedOn_neverOverAnEmptyScreen() async throws {
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), SheetModule()], theme: .dark)
    try await harness.start()
    try await harness.type("2", until: "Letter 1")
    try await harness.type("3", until: "Option 1: off")
    expectText(
      harness.screen.lines[2], hasPrefix: "Letter 1", "the numbers stay behind the sheet:\n\(harness.screen.text)")
    expectEqual(harness.root.selected, 1)
    await expectNotEqual(harness.session.lastTab(), "sheet")
    // Its own digit closes it again; another digit closes it and picks that tab.
    harness.terminal.send("3")
    try await harness.terminal.waitFor { !$0.text.contains("Option 1") }
    try await harness.type("3", until: "Option 1: off")
    try await harness.type("1", until: "Letter A")
    expectText(harness.screen.text, lacks: "Option 1")
    // A click on its tab does the same.
    try await harness.type("\u{1B}[<0;\(Self.column(of: "3 Options", in: harness.screen.lines[0]))M", until: "Option 1")
    expectText(harness.screen.lines[2], hasPrefix: "Letter A")
    harness.terminal.send("\u{03}")
    try await expectEqual(harness.exit(), .interrupted)
  }

  @Test func openingOnASheetsTab_putsTheFirstTabBehindIt() async throws {
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), SheetModule()], theme: .dark)
    await harness.session.saveTab("sheet")
    try await harness.start(waitingFor: "Option 1: off")
    expectText(harness.screen.lines[2], hasPrefix: "Letter A", "\(harness.screen.text)")
    expectEqual(harness.root.selected, 0)
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains("Option 1") }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  /// The 1-based column, then `;1`, of `label` in the tab bar: where a click on it lands.
  static func column(of label: String, in line: String) -> String {
    let offset = line.firstRange(of: label).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0
    return "\(offset + 2);1"
  }

  @Test func belowTheMinimum_theAppSaysHowBigItNeedsToBe_andResizingReflows() async throws {
    let harness = try AppHarness(size: Size(width: 50, height: 15))
    try await harness.start(waitingFor: "at least 60×20")
    expectText(harness.screen.text, contains: "This one is 50×15")
    harness.terminal.resize(Size(width: 80, height: 24))
    try await harness.terminal.waitFor("Letter A")
    expectText(harness.screen.lines[23], hasPrefix: " Enter open")
    harness.terminal.send("jjj")
    try await harness.terminal.waitFor { $0.buffer[0, 5].style.attributes.contains(.reverse) }
    harness.terminal.resize(Size(width: 100, height: 30))
    try await harness.terminal.waitFor { $0.lines[29].hasPrefix(" Enter open") }
    #expect(harness.screen.buffer[0, 5].style.attributes.contains(.reverse), "the selection survives a resize")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func theMouse_picksTabs_selects_andOpensOnADoubleClick() async throws {
    let harness = try AppHarness()
    try await harness.start()
    try await harness.type("\u{1B}[<0;14;1M", until: "Letter 1")
    try await harness.type("\u{1B}[<0;3;1M", until: "Letter A")
    harness.terminal.send("\u{1B}[<0;3;5M")
    try await harness.terminal.waitFor { $0.buffer[0, 4].style.attributes.contains(.reverse) }
    harness.terminal.send("\u{1B}[<65;3;5M")
    try await harness.terminal.waitFor { $0.buffer[0, 5].style.attributes.contains(.reverse) }
    try await harness.type("\u{1B}[<0;3;4M\u{1B}[<0;3;4M", until: "This is B.")
    harness.terminal.send("\u{03}")
    try await expectEqual(harness.exit(), .interrupted)
  }

  @Test func ctrlZ_handsTheTerminalBack_andRedrawsEverythingAfter() async throws {
    let harness = try AppHarness()
    try await harness.start()
    let before = harness.terminal.bytesWritten
    harness.terminal.send("\u{1A}")
    try await harness.terminal.waitFor { $0.suspensions == 1 && $0.bytesWritten > before + 60 * 20 }
    harness.terminal.report(.suspendRequested)
    try await harness.terminal.waitFor { $0.suspensions == 2 }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func signals_endTheLoop_withTheirReason() async throws {
    for (event, exit) in [(TerminalEvent.terminate, TerminalApp.Exit.terminated), (.hangup, .hangup)] {
      let harness = try AppHarness()
      try await harness.start()
      harness.terminal.report(event)
      try await expectEqual(harness.exit(), exit)
    }
    let closed = try AppHarness()
    try await closed.start()
    closed.terminal.close()
    try await expectEqual(closed.exit(), .hangup)
  }

  @Test func changesFromAnotherProcess_reachEveryScreen() async throws {
    let (changes, continuation) = AsyncStream<Void>.makeStream()
    let harness = try AppHarness(changes: { changes })
    try await harness.start()
    continuation.yield()
    continuation.yield()
    try await harness.terminal.waitFor("2 changes")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func aChangeToAnObservedModel_redrawsWithoutAKey() async throws {
    let harness = try AppHarness()
    try await harness.start()
    let screen = try requireValue(harness.root.stack.top as? LettersScreen)
    screen.model.selected = 6
    try await harness.terminal.waitFor { $0.buffer[0, 8].style.attributes.contains(.reverse) }
    harness.environment.language = .german
    try await harness.terminal.waitFor { $0.lines[0].hasPrefix(" 1 Buchstaben  2 Zahlen") }
    expectText(harness.screen.lines[1], hasSuffix: "q beenden ")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func onlyTheSelectionsCells_areWrittenWhenItMoves() async throws {
    let harness = try AppHarness(size: Size(width: 120, height: 40), theme: .dark)
    try await harness.start()
    let full = harness.terminal.bytesWritten
    harness.terminal.send("j")
    try await harness.terminal.waitFor { $0.buffer[0, 3].style == UITheme.dark.style(.selection) }
    let moved = harness.terminal.bytesWritten - full
    #expect(moved < full / 10, "\(moved) bytes for a selection move, \(full) for the first frame")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }
}
