import Foundation
import RepoTools

/// A program run in a detached tmux pane, for the scaffold test's look at `mosaic ui`: what the pane shows once
/// `until` holds (or after 30 seconds), then `q` and the pane closed.
enum TmuxPane {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The pane's text when `until` first holds; the last text seen when it never does.
  static func capture(
    _ program: String, _ arguments: [String], width: Int = 100, height: Int = 30, until: (String) -> Bool
  ) throws -> String {
    let session = "mosaic-scaffold-\(UUID().uuidString.prefix(8))"
    let command = ([program] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let started = try tmux([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
      "env TERM=xterm-256color " + command.joined(separator: " "),
    ])
    guard started.status == 0 else { throw Failure(description: "tmux did not start: \(started.errorText)") }
    defer { _ = try? tmux(["kill-session", "-t", session]) }
    var text = ""
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      text = try tmux(["capture-pane", "-p", "-t", session]).text
      if until(text) { break }
      Thread.sleep(forTimeInterval: 0.2)
    }
    _ = try tmux(["send-keys", "-t", session, "q"])
    return text
  }

  private static func tmux(_ arguments: [String]) throws -> ProcessRunner.Output {
    try ProcessRunner.run("/usr/bin/env", ["tmux"] + arguments, in: FileManager.default.temporaryDirectory)
  }
}
