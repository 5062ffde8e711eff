import Core
import CoreUITestSupport
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25, the accessible mode: the whole app presented as plain lines — screens read whole when they
/// show, then only what changed; no escape sequence, border or spinner ever written.
@MainActor
struct TerminalAppTranscriptTests {
  static func written(_ harness: AppHarness) -> String {
    String(decoding: harness.terminal.snapshot.output, as: UTF8.self)
  }

  static func waitFor(_ text: String, in harness: AppHarness) async throws {
    try await harness.terminal.waitFor { String(decoding: $0.output, as: UTF8.self).contains(text) }
  }

  @Test func screensAreReadAsLines_selectionAndHelpAnnounced_withoutEscapes() async throws {
    let harness = try AppHarness(presentation: .transcript)
    try await harness.start()
    try await Self.waitFor("Keys: q quit, Enter open, w write, ? help.", in: harness)
    let first = Self.written(harness)
    for line in [
      "Letters", "Tab 1 of 2, Letters; other tabs: 2 Numbers.", "> Letter A", "Letter B", "Letter H", "0 changes",
    ] {
      expectText(first, contains: "\(line)\r\n", "\(line)")
    }
    harness.terminal.send("j")
    try await Self.waitFor("> Letter B\r\n", in: harness)
    // Moving wrote the new selection and nothing else.
    expectEqual(Self.written(harness).dropFirst(first.count), "> Letter B\r\n")
    harness.terminal.send("?")
    try await Self.waitFor("Keys — Letters", in: harness)
    try await Self.waitFor("Enter: open a letter", in: harness)
    harness.terminal.send("?")
    harness.terminal.send("\r")
    try await Self.waitFor("This is B.", in: harness)
    harness.terminal.send("\u{7F}")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
    let all = Self.written(harness)
    expectText(all, lacks: "\u{1B}", "an escape sequence was written")
    expectNone(all.unicodeScalars) { LinearText.isDrawing($0) }
    // A frame too small for the cells is no matter for lines: 60 × 20 is the minimum, this is less.
  }

  @Test func aTinyTerminal_stillGetsTheLines() async throws {
    let harness = try AppHarness(size: Size(width: 30, height: 8), presentation: .transcript)
    try await harness.start()
    try await Self.waitFor("> Letter A", in: harness)
    expectText(Self.written(harness), lacks: "too small")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }

  @Test func thePalette_isReadAsLines_andEnterGoesThere() async throws {
    let harness = try AppHarness(presentation: .transcript)
    try await harness.start()
    try await Self.waitFor("> Letter A", in: harness)
    harness.terminal.send(":")
    try await Self.waitFor("command palette: tabs, routes, feeds\r\n", in: harness)
    let opened = Self.written(harness).count
    harness.terminal.send("n")
    harness.terminal.send("u")
    try await Self.waitFor(":nu\r\n", in: harness)
    // The line as typed and its candidates, the best one selected; nothing drawn.
    try await harness.terminal.waitFor {
      String(decoding: $0.output, as: UTF8.self).dropFirst(opened).contains("> numbers · ")
    }
    harness.terminal.send("\r")
    try await Self.waitFor("Tab 2 of 2, Numbers", in: harness)
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
    expectText(Self.written(harness), lacks: "\u{1B}", "an escape sequence was written")
  }

  @Test func help_readsOnlyTheKeysTheFilterKeeps() async throws {
    let harness = try AppHarness(presentation: .transcript)
    try await harness.start()
    try await Self.waitFor("> Letter A", in: harness)
    harness.terminal.send("?")
    try await Self.waitFor("Enter: open a letter", in: harness)
    let before = Self.written(harness).count
    for key in "quit" { harness.terminal.send(String(key)) }
    try await Self.waitFor("Filter: quit", in: harness)
    try await harness.terminal.waitFor {
      String(decoding: $0.output, as: UTF8.self).dropFirst(before).contains("q: quit (from a tab)")
    }
    let filtered = Self.written(harness).dropFirst(before)
    let lastPage = filtered.ranges(of: "Filter: quit").last.map { String(filtered[$0.upperBound...]) } ?? ""
    expectText(lastPage, lacks: "Enter: open a letter", "a key the filter drops was read:\n\(lastPage)")
    harness.terminal.send("\u{1B}")
    harness.terminal.send("\u{1B}")
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }
}
