import Core
import CoreUI
import CoreUITestSupport
import Foundation
import MosaicHost
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 25: `mosaic ui --accessible` in memory over every real screen — gallery, photo page, news, reader,
  /// saved, settings, help — read as the plain lines it writes; the configuration file's `accessible: true`; the
  /// offer on a terminal that suggests it.
  @Suite struct AccessibleUITests {
    let sandbox = HostSandbox()

    /// Waits until the app has written `text`.
    static func waitFor(_ text: String, in terminal: FakeTerminal) async throws {
      try await terminal.screen.waitFor { String(decoding: $0.output, as: UTF8.self).contains(text) }
    }

    /// Box drawing, block elements (the half blocks) and the spinner's braille.
    static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
      (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
    }

    @Test func everyScreen_isPlainLines_withTheSelectedFirst_andChangesAnnounced() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal(records: true)
      let run = Task {
        await sandbox.run(["ui", "--accessible"], environment: ["TERM": "dumb"], terminal: terminal.access)
      }
      try await Self.waitFor("Page 1 of 12", in: terminal)
      try await Self.waitFor("Tab 1 of 5, Gallery; other tabs: 2 Favorites, 3 News, 4 Saved, 5 Settings.", in: terminal)
      terminal.screen.send("l")
      terminal.screen.send("\r")
      try await Self.waitFor("Tab 1 of 5, Gallery", in: terminal)
      try await Self.waitFor("Keys: Esc back", in: terminal)
      // The page's own lines, not "Loading the photo…": a favorite asked for before the photo shows does nothing.
      try await Self.waitFor("\r\nwoman in white dress standing under starry sky\r\n", in: terminal)
      terminal.screen.send("f")
      try await Self.waitFor("Favorite added", in: terminal)
      terminal.screen.send("\u{1B}")
      terminal.screen.idle()
      try await Self.waitFor("Favorite added", in: terminal)
      terminal.screen.send("3")
      try await Self.waitFor("Larkspur Pharma to cut 1,200 jobs", in: terminal)
      terminal.screen.send("s")
      try await Self.waitFor("Saved 'Larkspur Pharma to cut 1,200 jobs", in: terminal)
      terminal.screen.send("\r")
      try await Self.waitFor(" — Larkspur Pharma to cut 1,200 jobs as", in: terminal)
      terminal.screen.send("\u{7F}")
      terminal.screen.send("4")
      try await Self.waitFor("1 saved article, newest first", in: terminal)
      terminal.screen.send(",")
      try await Self.waitFor("Changes apply at once to every screen.", in: terminal)
      terminal.screen.send("j")
      try await Self.waitFor("> ", in: terminal)
      terminal.screen.send("q")
      terminal.screen.send("?")
      try await Self.waitFor("Keys — ", in: terminal)
      terminal.screen.send("?")
      terminal.screen.send("q")
      let result = await run.value
      #expect(result.status == 0, "\(result.errors)")
      // No alternate screen, no mouse, no questions about pictures.
      #expect(terminal.fullScreen == [false] && terminal.mouse == [false] && terminal.asked == [false])
      let written = terminal.written
      #expect(!written.contains("\u{1B}"), "an escape sequence was written")
      #expect(!written.unicodeScalars.contains(where: Self.isDrawing), "box drawing, a half block or a spinner")
      let lines = written.components(separatedBy: "\r\n")
      // The gallery's photos one a line, the selected first: the first photo, then the second after moving.
      expectSome(lines, "\(lines)") { $0.hasPrefix("> ") && $0.contains("Mikael Tanaka") }
      expectSome(lines, "\(lines)") { $0.hasPrefix("> ") && $0.contains("Lena Lindqvist") }
      expectNone(lines, "\(lines)") { $0.contains("Mikael Tanaka") && $0.contains("Lena Lindqvist") }
      expectSome(lines) { $0.hasPrefix("> Favorite added") || $0.hasPrefix("Favorite added") }
      expectSome(lines) { $0.hasPrefix("> ") && $0.contains("Larkspur Pharma to cut 1,200 jobs") }
      #expect(lines.contains("Tab 4 of 5, Saved; other tabs: 1 Gallery, 2 Favorites, 3 News, 5 Settings."))
    }

    @Test func theConfigFile_turnsTheModeOn() async throws {
      defer { sandbox.remove() }
      let file = sandbox.root.appendingPathComponent(".config/mosaic/config.yaml")
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("accessible: true\n".utf8).write(to: file)
      let terminal = FakeTerminal(records: true)
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm-256color"], terminal: terminal.access) }
      try await Self.waitFor("Page 1 of 12", in: terminal)
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
      #expect(terminal.fullScreen == [false])
      #expect(!terminal.written.contains("\u{1B}"))
    }

    @Test func aLinuxConsoleWithoutColor_isOfferedTheMode_butNotForcedIntoIt() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task {
        await sandbox.run(["ui"], environment: ["TERM": "linux", "NO_COLOR": "1"], terminal: terminal.access)
      }
      try await terminal.screen.waitFor("`mosaic ui --accessible` shows every screen as plain lines.")
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
      #expect(terminal.fullScreen == [true])
    }

    @Test func aDumbTerminal_isToldAboutTheMode() async {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let result = await sandbox.run(["ui"], environment: ["TERM": "dumb"], terminal: terminal.access)
      #expect(result.status == 1)
      #expect(result.errors.contains("`mosaic ui --accessible`"))
      #expect(terminal.opened == 0)
    }
  }
}
