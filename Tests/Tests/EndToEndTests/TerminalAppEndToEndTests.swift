import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic ui` in a real terminal: tmux runs the built binary in a 120×40 pane with a fresh data folder.
/// One pane at a time; `make test-e2e` runs this suite in a test process of its own.
@Suite(.serialized) struct TerminalAppEndToEndTests {
  /// The shell command that runs `mosaic` with the sandbox's environment and nothing else.
  func command(_ sandbox: Sandbox, _ arguments: String) throws -> String {
    let variables = sandbox.environment(["TERM": "xterm-256color"]).sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    return "env -i \(variables) \(try Binaries.mosaic().path) \(arguments)"
  }

  /// Runs `body` against `mosaic ui` in a fresh 120×40 pane and always ends the tmux server.
  func withApp(
    _ arguments: String = "ui", width: Int = 120, height: Int = 40,
    _ body: (Sandbox, TmuxSession) async throws -> Void
  ) async throws {
    try await withSandbox { sandbox in
      let tmux = try await TmuxSession.start(
        in: sandbox, width: width, height: height, command: try command(sandbox, arguments))
      do {
        try await body(sandbox, tmux)
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func theWholeApp_gridDetailFavoritesNewsSavedSettings_andQuitRestoresTheTerminal() async throws {
    try await withApp { sandbox, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await Screenshots.check("gallery", tmux)
      #expect(try await tmux.display("#{alternate_on}") == "1")
      try await tmux.send("Enter")
      try await tmux.waitFor("Spiral staircase, Porto")
      try await tmux.send("Right")
      // The author is the title line's; the header under the picture adds the mark, the username and the id.
      let next = try await tmux.waitFor("the next author in the title line, the header under the picture") { screen in
        screen.split(separator: "\n").dropFirst().first?.hasPrefix(" Lena Lindqvist") == true
          && screen.contains(" ♡ @lena")
      }
      expectEqual(next.split(separator: "\n").filter { $0.contains("Lena Lindqvist") }.count, 1, "\(next)")
      try await tmux.send("f")
      // The mark flips at once; the screenshot waits for the write to finish.
      try await tmux.waitFor("the favorite written") { screen in
        screen.contains(" ♥ @") && !screen.contains("…")
      }
      try await Screenshots.check("photo", tmux)
      try await tmux.send("Escape")
      try await tmux.waitFor("the grid with the new favorite") { screen in
        screen.contains("Page 1 of 12") && screen.contains("♥ Lena Lindqvist")
      }
      try await tmux.send("2")
      let favorites = try await tmux.waitFor("1 favorite, newest first")
      #expect(favorites.contains("♥ Lena Lindqvist"))
      try await Screenshots.check("favorites", tmux)
      try await tmux.send("3")
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("s")
      try await tmux.waitFor("Saved 'Larkspur Pharma to cut 1,200 jobs")
      try await Screenshots.check("news", tmux)
      try await tmux.send("4")
      try await tmux.waitFor("1 saved article, newest first")
      try await tmux.send("/")
      try await tmux.send("-l", "Larkspur")
      try await tmux.send("Enter")
      try await tmux.waitFor("1 match 'Larkspur'")
      try await Screenshots.check("saved", tmux)
      try await tmux.send(",")
      try await tmux.waitFor("Changes apply at once to every screen.")
      try await tmux.send("j")
      try await tmux.send("Enter")
      let german = try await tmux.waitFor("the tab titles in German") { screen in
        let tabs = screen.split(separator: "\n").first ?? ""
        return ["Galerie", "Favoriten", "Nachrichten", "Gespeichert", "Einstellungen"].allSatisfy(tabs.contains)
      }
      try await Screenshots.check("settings", tmux)
      // The sheet covers the screen `,` was pressed on, which stays behind it: Esc closes the sheet, q quits.
      #expect(german.contains("Larkspur Pharma to cut 1,200 jobs"))
      try await tmux.send("Escape")
      try await tmux.waitFor("the sheet closed") { !$0.contains("Änderungen gelten sofort") }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
      #expect(try await tmux.display("#{alternate_on}") == "0")
      #expect(try await tmux.display("#{cursor_flag}") == "1")
      let saved = try await sandbox.mosaic(["favorites", "--json"])
      #expect(saved.stdout.contains("\"author\" : \"Lena Lindqvist\""), "\(saved)")
      let articles = try await sandbox.mosaic(["news", "saved"])
      #expect(articles.stdout.contains("Larkspur Pharma to cut 1,200 jobs"), "\(articles)")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func resizingThePane_keepsTheSelection() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send("Right")
      try await tmux.send("Right")
      try await tmux.send("Enter")
      // The photo's page once the photo is there (while it loads, its title says so).
      let photo = try await tmux.waitFor("the third photo's page") { Self.isPushed($0) && !$0.contains("Loading") }
      let title = Self.name(in: photo)
      try await tmux.send("Escape")
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.resize(width: 90, height: 30)
      try await tmux.waitFor("a narrower grid") { screen in
        screen.contains("Page 1 of 12") && screen.split(separator: "\n").count <= 30
      }
      try await tmux.send("Enter")
      try await tmux.waitFor("the same photo's page, '\(title)'") { screen in
        Self.isPushed(screen) && Self.name(in: screen) == title
      }
    }
  }

  // Issue 19: a crash left the shell in the alternate screen with mouse reporting on.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aCrash_givesTheTerminalBack() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      #expect(try await tmux.display("#{alternate_on}") == "1")
      #expect(try await tmux.display("#{mouse_any_flag}") == "1")
      // The shell in the pane runs `mosaic` as its child (through `env`, which execs it).
      let shell = try await tmux.display("#{pane_pid}")
      let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
      let app = try requireValue(children.split(separator: " ").first.flatMap { Int32($0) })
      #expect(kill(app, SIGSEGV) == 0)
      try await tmux.waitFor("exit=139")
      #expect(try await tmux.display("#{alternate_on}") == "0")
      #expect(try await tmux.display("#{mouse_any_flag}") == "0")
      #expect(try await tmux.display("#{cursor_flag}") == "1")
    }
  }

  /// Whether a screen is pushed over the tab's root: its title line offers "Esc back".
  static func isPushed(_ screen: String) -> Bool {
    let lines = screen.split(separator: "\n")
    return lines.count > 1 && lines[1].trimmingCharacters(in: .whitespaces).hasSuffix("Esc back")
  }

  /// The screen's name in its title line (the second), without the hint on the right.
  static func name(in screen: String) -> String {
    let lines = screen.split(separator: "\n")
    guard lines.count > 1 else { return "" }
    return lines[1].trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aFavoriteAddedFromAnotherShell_appearsWithoutAKey() async throws {
    try await withApp("ui mosaic://favorites") { sandbox, tmux in
      try await tmux.waitFor("No favorites yet.")
      let added = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      #expect(added.status == 0, "\(added)")
      try await tmux.waitFor("1 favorite, newest first")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aLanguageSetFromAnotherShell_redrawsTheAppWithoutAKey() async throws {
    try await withApp { sandbox, tmux in
      try await tmux.waitFor("Page 1 of 12")
      let set = try await sandbox.mosaic(["settings", "set", "language", "de"])
      #expect(set.status == 0, "\(set)")
      // The settings sheet was never opened: the app itself follows the stored settings.
      try await tmux.waitFor("the German tab bar") { $0.contains(" 1 Galerie ") && $0.contains("Seite 1 von 12") }
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func slash_searchesPhotosByAnAuthorsWord_andEscGivesTheFeedBack() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send("/")
      try await tmux.waitFor("Search photos:")
      try await tmux.send("-l", "Lindqvist")
      try await tmux.send("Enter")
      let results = try await tmux.waitFor("'Lindqvist' · Page 1")
      #expect(results.contains("Lena Lindqvist"))
      #expect(!results.contains("Page 1 of 12"))
      try await Screenshots.check("search", tmux)
      try await tmux.send("Escape")
      let feed = try await tmux.waitFor("Page 1 of 12")
      #expect(!feed.contains("Search photos:"))
    }
  }

  /// Issue 22: the recent photo searches under the empty search field, in a real terminal. A search run from
  /// another shell (`gallery --search`, the same database) is listed when `/` opens the field; `↓ Enter` runs it
  /// again; `↓ d` forgets it, which the command line then sees.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func recentPhotoSearches_fromAnotherShell_areListed_runAgain_andForgotten() async throws {
    try await withApp { sandbox, tmux in
      try await tmux.waitFor("Page 1 of 12")
      let searched = try await sandbox.mosaic(["gallery", "--search", "Lindqvist"])
      #expect(searched.status == 0, "\(searched)")
      try await tmux.send("/")
      try await tmux.waitFor("the search from the other shell under the field") { screen in
        screen.contains("Recent searches") && screen.contains("  Lindqvist")
      }
      try await tmux.send("Down")
      try await tmux.send("Enter")
      let results = try await tmux.waitFor("'Lindqvist' · Page 1")
      #expect(results.contains("Lena Lindqvist"))
      try await tmux.send("Escape")
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send("/")
      try await tmux.waitFor("Recent searches")
      try await tmux.send("Down")
      try await tmux.send("d")
      try await tmux.waitFor("the history empty") { screen in
        !screen.contains("Recent searches") && screen.contains("Search photos:")
      }
      let listed = try await sandbox.mosaic(["gallery", "--history", "--json"])
      #expect((try jsonObject(listed.stdout)["history"] as? [Any])?.isEmpty == true, "\(listed)")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aMouseClickOnTheSelection_opensThePhoto() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      // An SGR press and release on column 10, row 6: the first tile, which is selected.
      try await tmux.send("-l", "\u{1B}[<0;10;6M\u{1B}[<0;10;6m")
      try await tmux.waitFor("Spiral staircase, Porto")
    }
  }
}

/// `mosaic ui` and `mosaic` alone without a terminal.
@Suite struct TerminalAppWithoutATerminalTests {
  @Test func withoutATerminal_ui_saysSoInOneSentence() async throws {
    try await withSandbox { sandbox in
      expectOneSentenceError(
        try await sandbox.mosaic(["ui"], environment: ["TERM": "xterm-256color"]),
        containing: "The interactive app needs a terminal (input or output is not a terminal); use the subcommands")
    }
  }

  @Test func mosaicAlone_withoutATerminal_printsHelp() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic([])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains("USAGE: mosaic <subcommand>"))
    }
  }
}

/// The captures the tmux tests compare with `docs/screenshots/`, which the README shows. A test run never writes the
/// work tree: the pane must come to show the committed file (pictures land a moment after the text, so it is read
/// again until it does, within a deadline), else the test fails with what it showed. Only `make screenshots` (which
/// sets `MOSAIC_UPDATE_SCREENSHOTS=1`) writes the files, once the pane has stopped changing.
enum Screenshots {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/screenshots")

  /// Whether this run writes the captures (`MOSAIC_UPDATE_SCREENSHOTS=1`) rather than comparing them.
  static var updating: Bool { ProcessInfo.processInfo.environment["MOSAIC_UPDATE_SCREENSHOTS"] == "1" }

  /// Compares what `tmux` shows (its whole history when `history`) with `docs/screenshots/NAME.txt`, or writes it
  /// there when ``updating``. A capture that is not `compared` (a transcript whose lines' order follows the timing of
  /// what loads) is only written.
  static func check(
    _ name: String, _ tmux: TmuxSession, history: Bool = false, compared: Bool = true,
    timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    guard compared || updating else { return }
    func capture() async throws -> String {
      text(history ? try await tmux.captureHistory() : try await tmux.capture())
    }
    let file = folder.appendingPathComponent("\(name).txt")
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var screen = try await capture()
    guard !updating else {
      // The pane has settled when two reads half a second apart agree.
      while ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(500))
        let again = try await capture()
        if again == screen { break }
        screen = again
      }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(screen.utf8).write(to: file)
      return
    }
    let committed = try? String(contentsOf: file, encoding: .utf8)
    while screen != committed, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(100))
      screen = try await capture()
    }
    #expect(
      committed == screen,
      "docs/screenshots/\(name).txt is not what the pane shows; if that is meant, run `make screenshots` and commit it",
      sourceLocation: sourceLocation)
  }

  /// `screen` with its lines' trailing blanks cut.
  static func text(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
  }
}
