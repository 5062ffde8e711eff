import Foundation
import MosaicTestSupport
import Testing

/// The README's interactive forms (`mosaic ui`, `mosaic ui mosaic://…`, `--no-mouse`) run 20 times in a row in
/// one tmux pane each: every run is quit with `q` (after `Esc` where it opened on a pushed screen) once its
/// first screen is up, and none may end with a status of 128 or more. The other README commands run in ``ReadmeCommandsEndToEndTests``.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func everyReadmeUICommand_opensAndQuitsTwentyTimesInARow_andNoneCrashes() async throws {
    let forms = ReadmeCommands.forms(in: try ReadmeCommands.readme()).filter(\.isInteractive)
    try #require(!forms.isEmpty, "README.md shows no `mosaic ui` command")
    var failures: [String] = []
    for form in forms {
      failures += try await withSandbox { sandbox in try await runInARow(form, in: sandbox) }
    }
    #expect(failures.isEmpty, "\(failures.count) runs crashed:\n\(failures.joined(separator: "\n\n"))")
  }

  /// Runs `form` `ReadmeCommandsEndToEndTests.runs` times in one pane, each run's status and standard error
  /// in files of the sandbox; one sentence for each run that ended with a signal.
  private func runInARow(_ form: ReadmeCommands.Form, in sandbox: Sandbox) async throws -> [String] {
    let runs = ReadmeCommandsEndToEndTests.runs
    let photoID = "q5Aq-4pHXK9"
    let values = ReadmePlaceholders(photoID: photoID, articleID: "", articleURL: "", file: "")
    let arguments = try values.fill(form.words).joined(separator: " ")
    let log = sandbox.root.appendingPathComponent("runs.log").path
    let errors = sandbox.root.path + "/stderr"
    let loop =
      "i=0; while [ $i -lt \(runs) ]; do i=$((i+1)); \(try command(sandbox, arguments)) 2>\(errors)-$i; "
      + "echo $? >>\(log); done"
    let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: loop)
    do {
      // A form that opens on a pushed screen needs `Esc` before `q`: learnt from the first run, so the others quit
      // at once instead of waiting a second for a `q` that only a root screen answers.
      var escapeFirst = false
      for run in 1...runs {
        escapeFirst = try await quitWhenUp(tmux, run: run, log: log, escapeFirst: escapeFirst)
      }
    } catch {
      await tmux.kill()
      throw error
    }
    await tmux.kill()
    let statuses = Self.statuses(log)
    return statuses.enumerated().compactMap { offset, status in
      guard status >= 128 else { return nil }
      let stderr = (try? String(contentsOfFile: "\(errors)-\(offset + 1)", encoding: .utf8)) ?? ""
      return "mosaic \(arguments) (README.md line \(form.line)), run \(offset + 1) of \(runs): exit \(status)\n"
        + "--- stderr\n\(stderr)"
    }
  }

  /// Waits for run `run` to show its first screen, then quits it as a user would: `q` (which quits at a tab's
  /// root), and every second after that `Esc` (back to the root, as from `ui mosaic://photo/ID`) and `q`
  /// again; with `escapeFirst`, `Esc` comes before the first `q` too. Ctrl-C is not used: it ends the app with 130
  /// on purpose, which a crash check cannot tell apart. Returns whether the run needed `Esc`.
  private func quitWhenUp(_ tmux: TmuxSession, run: Int, log: String, escapeFirst: Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    var pressed = escapeFirst ? 1 : 0
    while Self.statuses(log).count < run {
      guard ContinuousClock.now < deadline else {
        throw TestSupportError("Run \(run) of `mosaic ui` did not end within 60 s:\n\(try await tmux.capture())")
      }
      guard try await tmux.display("#{alternate_on}") == "1",
        !(try await tmux.capture()).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      else {
        try await Task.sleep(for: .milliseconds(20))
        continue
      }
      if pressed > 0 {
        try await tmux.send("Escape")
        try await Task.sleep(for: .milliseconds(300))
      }
      try await tmux.send("q")
      pressed += 1
      let sent = ContinuousClock.now
      while Self.statuses(log).count < run, ContinuousClock.now - sent < .seconds(1) {
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    return pressed > 1
  }

  /// The statuses the pane's loop wrote so far, one a line.
  private static func statuses(_ log: String) -> [Int] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int($0) }
  }
}
