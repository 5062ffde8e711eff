import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `mosaic ui` under a shell with job control: Ctrl-Z and `SIGTSTP` hand the shell back and `fg` returns, as
/// the README promises; `SIGQUIT` leaves the terminal as it found it. Part of ``TerminalAppEndToEndTests``, so
/// they run one pane at a time in its own process.
extension TerminalAppEndToEndTests {
  /// Runs `body` against a shell in a fresh 120×40 pane with `mosaic ui` started in it, and always ends the
  /// tmux server.
  func withAppInAShell(_ body: (Sandbox, TmuxSession) async throws -> Void) async throws {
    try await withSandbox { sandbox in
      let tmux = try await TmuxSession.startShell(
        in: sandbox, width: 120, height: 40, environment: sandbox.environment(["TERM": "xterm-256color"]))
      do {
        try await tmux.waitFor("the shell's prompt", Self.showsAPrompt)
        try await tmux.send("-l", "\(try Binaries.mosaic().path) ui")
        try await tmux.send("Enter")
        try await tmux.waitFor("Page 1 of 12")
        try await body(sandbox, tmux)
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  /// Whether the pane shows the shell's prompt, `$` on a line of its own (tmux drops the space after it).
  static func showsAPrompt(_ screen: String) -> Bool {
    screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "$" }
  }

  /// The process the pane's shell runs in the foreground: `mosaic ui`.
  static func appPID(_ tmux: TmuxSession) async throws -> Int32 {
    let shell = try await tmux.panePID()
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw TestSupportError("The shell \(shell) runs no child: '\(children)'.")
    }
    return pid
  }

  /// The shell's prompt is back and the terminal is its own again: no alternate screen, no mouse reports.
  static func expectTheShellsTerminal(
    _ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
  )
    async throws
  {
    #expect(try await tmux.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    #expect(try await tmux.display("#{mouse_any_flag}") == "0", sourceLocation: sourceLocation)
    #expect(try await tmux.display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func ctrlZ_andSIGTSTP_handTheShellBack_andFgReturnsToTheApp() async throws {
    try await withAppInAShell { _, tmux in
      #expect(try await tmux.display("#{mouse_any_flag}") == "1")
      try await tmux.send("C-z")
      try await tmux.waitFor("Stopped")
      try await Self.expectTheShellsTerminal(tmux)
      try await tmux.send("-l", "fg")
      try await tmux.send("Enter")
      try await tmux.waitFor("the app again") { screen in
        screen.contains("Page 1 of 12") && !screen.contains("Stopped")
      }
      #expect(try await tmux.display("#{alternate_on}") == "1")
      // From outside, as `kill -TSTP` sends it: the same.
      let app = try await Self.appPID(tmux)
      #expect(kill(app, SIGTSTP) == 0)
      try await tmux.waitFor("Stopped")
      try await Self.expectTheShellsTerminal(tmux)
      try await tmux.send("-l", "fg")
      try await tmux.send("Enter")
      try await tmux.waitFor("the app again") { $0.contains("Page 1 of 12") && !$0.contains("Stopped") }
      try await tmux.send("q")
      try await tmux.waitFor("the shell's prompt", Self.showsAPrompt)
      try await tmux.send("-l", "echo \"exit=$?\"")
      try await tmux.send("Enter")
      try await tmux.waitFor("exit=0")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func sigquit_restoresTheTerminal_andExits131() async throws {
    try await withAppInAShell { _, tmux in
      let app = try await Self.appPID(tmux)
      #expect(kill(app, SIGQUIT) == 0)
      try await tmux.waitFor("the shell's prompt") { screen in
        !screen.contains("Page 1 of 12") && Self.showsAPrompt(screen)
      }
      try await Self.expectTheShellsTerminal(tmux)
      try await tmux.send("-l", "echo \"exit=$?\"")
      try await tmux.send("Enter")
      try await tmux.waitFor("exit=131")
    }
  }
}
