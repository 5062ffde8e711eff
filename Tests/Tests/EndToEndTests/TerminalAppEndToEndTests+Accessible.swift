import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

extension TerminalAppEndToEndTests {
  /// Box drawing (U+2500–257F), block elements with the half blocks (U+2580–259F) and the spinner's braille.
  static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
    (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
  }

  /// Issue 25: `mosaic ui --accessible` offline, walked gallery → photo page → news → saved → settings, and the
  /// whole session read back as text: plain lines in the terminal's scrollback (no alternate screen), no box
  /// drawing, half blocks or spinner anywhere, one photo a line with the selected one marked first, and the
  /// changes announced as lines of their own.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func accessibleMode_readsEveryScreenAsPlainLines_andAnnouncesChanges() async throws {
    try await withApp("ui --accessible") { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      #expect(try await tmux.display("#{alternate_on}") == "0")
      // The session is read as printed, scrollback included: a photo page is longer than the pane, and its
      // first lines may scroll off between two reads of the screen.
      // To the last photo loaded, where the gallery asks for its second page.
      try await tmux.send("End", thenPrinted: "Page 2 of 12")
      try await tmux.send("Home", "Enter", thenPrinted: "Spiral staircase, Porto")
      try await tmux.send("f", thenPrinted: "Favorite added")
      // Back on the gallery, read whole again: its status, then its keys.
      try await tmux.send("Escape", thenPrinted: "Page 2 of 12 · 60 of 342 photos\nKeys: q quit")
      try await tmux.send("3", thenPrinted: "Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("s", thenPrinted: "Saved 'Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("4", thenPrinted: "1 saved article, newest first")
      try await tmux.send(",", thenPrinted: "Changes apply at once to every screen.")
      try await tmux.send("Escape")
      try await tmux.send("?", thenPrinted: "Keys — ")
      try await tmux.send("Escape")
      try await tmux.send("q", thenPrinted: "exit=0")
      let session = try await tmux.captureHistory()
      // The announcements' order follows what loads first, so the transcript is only written by `make screenshots`.
      try await Screenshots.check("accessible-session", tmux, history: true, compared: false)
      let lines = session.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let drawn = lines.filter { $0.unicodeScalars.contains(where: Self.isDrawing) }
      #expect(drawn.isEmpty, "lines with box drawing, half blocks or a spinner: \(drawn)")
      #expect(!session.contains("\u{1B}"))
      // One photo a line: no line names two of the first screen's photographers; the selected one comes first.
      let authors = ["Mikael Tanaka", "Lena Lindqvist"]
      expectSome(lines, "\(session)") { $0.hasPrefix("> ") && $0.contains("Mikael Tanaka") }
      expectNone(lines, "\(session)") { line in authors.allSatisfy(line.contains) }
      for announcement in [
        "Page 2 of 12", "Favorite added", "Saved 'Larkspur Pharma to cut 1,200 jobs", "Tab 4 of 5, Saved",
        "Keys — ",
      ] {
        expectSome(lines, "'\(announcement)' never announced:\n\(session)") { $0.contains(announcement) }
      }
    }
  }

  /// `TERM=dumb` cannot draw the full-screen app; `--accessible` works there, and the refusal says so.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aDumbTerminal_isOfferedTheAccessibleMode_whichRunsInIt() async throws {
    try await withSandbox { sandbox in
      let variables = sandbox.environment(["TERM": "dumb"]).sorted { $0.key < $1.key }
        .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
      let binary = try Binaries.mosaic().path
      let command = "env -i \(variables) \(binary) ui 2>&1; env -i \(variables) \(binary) ui --accessible"
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: command)
      do {
        try await tmux.waitFor("Page 1 of 12")
        let screen = try await tmux.captureHistory()
        #expect(screen.contains("`mosaic ui --accessible`"), "\(screen)")
        try await tmux.send("q")
        try await tmux.waitFor("exit=0")
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }
}
