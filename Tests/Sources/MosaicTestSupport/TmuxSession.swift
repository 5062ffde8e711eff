import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for end-to-end tests: a private tmux server (its own socket in the sandbox, no user
/// configuration) running one command in a pane of a fixed size. Tests send keys and read the screen with
/// `capture-pane`, waiting for content with a deadline and never for a fixed time.
///
/// ```swift
/// let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: "mosaic ui")
/// defer { tmux.kill() }
/// try await tmux.waitFor("Page 1 of 12")
/// try await tmux.send("Enter")
/// ```
public final class TmuxSession: Sendable {
  public let socket: URL
  public let target = "mosaic:0.0"
  private let environment: [String: String]

  private init(socket: URL, environment: [String: String]) {
    self.socket = socket
    self.environment = environment
  }

  /// Whether tmux is installed (`make deps` installs it).
  public static var isAvailable: Bool { path != nil }

  /// Where tmux is installed.
  static var path: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Starts a pane of `width`×`height` running `command` with `sh`; the pane stays after the command ends,
  /// so its last screen can still be read.
  public static func start(in sandbox: Sandbox, width: Int, height: Int, command: String) async throws -> TmuxSession {
    let session = TmuxSession(
      socket: sandbox.root.appendingPathComponent("tmux.sock"),
      environment: ["PATH": "/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin", "HOME": sandbox.home.path])
    try await session.startServer([
      "-f", "/dev/null", "new-session", "-d", "-s", "mosaic", "-x", "\(width)", "-y", "\(height)",
      "sh -c '\(command); echo \"exit=$?\"; exec sleep 600'",
    ])
    return session
  }

  /// Starts a pane of `width`×`height` running an interactive shell with job control (bash, no startup
  /// files, the prompt `$ `) in `environment` and nothing else: for what only a shell shows, like Ctrl-Z
  /// handing it back and `fg` returning.
  public static func startShell(
    in sandbox: Sandbox, width: Int, height: Int, environment: [String: String]
  ) async throws -> TmuxSession {
    let session = TmuxSession(
      socket: sandbox.root.appendingPathComponent("tmux.sock"),
      environment: ["PATH": "/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin", "HOME": sandbox.home.path])
    let variables = (environment.merging(["PS1": "$ "]) { _, prompt in prompt }).sorted { $0.key < $1.key }
      .map { "'\($0.key)=\($0.value)'" }.joined(separator: " ")
    try await session.startServer([
      "-f", "/dev/null", "new-session", "-d", "-s", "mosaic", "-x", "\(width)", "-y", "\(height)",
      "env -i \(variables) bash --norc --noprofile -i",
    ])
    return session
  }

  /// The process id of what the pane runs (the shell, for ``startShell(in:width:height:environment:)``).
  public func panePID() async throws -> Int32 {
    guard let pid = Int32(try await display("#{pane_pid}")) else {
      throw TestSupportError("tmux did not say which process the pane runs.")
    }
    return pid
  }

  /// Runs the tmux client that starts the server. Its streams go to /dev/null: the server it forks keeps
  /// whatever the client had open, and a pipe it kept would never reach its end.
  private func startServer(_ arguments: [String]) async throws {
    try await tmux(arguments)
  }

  /// Sends tmux key names (`Enter`, `Escape`, `Right`) or literal keys (`q`).
  public func send(_ keys: String...) async throws {
    try await send(keys: keys)
  }

  func send(keys: [String]) async throws {
    try await tmux(["send-keys", "-t", target] + keys)
  }

  /// Resizes the window, as dragging the terminal's corner would (the app gets `SIGWINCH`).
  public func resize(width: Int, height: Int) async throws {
    try await tmux(["resize-window", "-t", "mosaic", "-x", "\(width)", "-y", "\(height)"])
  }

  /// What the pane shows now, one line per row.
  public func capture() async throws -> String {
    try await tmux(["capture-pane", "-p", "-t", target])
  }

  /// Everything the pane printed since it started — the scrollback and the screen — with lines the pane wrapped
  /// joined again: a session that writes lines (the accessible mode) read whole.
  public func captureHistory() async throws -> String {
    try await tmux(["capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", target])
  }

  /// A tmux format about the pane, like `#{alternate_on}` or `#{cursor_flag}`.
  public func display(_ format: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until `condition` holds for the pane's text, reading it again every 50 ms; fails after `timeout`.
  ///
  /// A frame can be caught half drawn: tmux takes what the app wrote in pieces of a few kilobytes and answers a
  /// capture between two pieces, which shows the new frame's top over the old frame's rest (a title of one feed
  /// over the list of another). So the condition must hold again on a second read a moment later, once tmux has
  /// taken the rest; that read is the one returned.
  @discardableResult
  public func waitFor(
    timeout: Duration = .seconds(30), _ what: String, _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try await capture()
      if condition(screen) {
        try await Task.sleep(for: .milliseconds(20))
        screen = try await capture()
        if condition(screen) { return screen }
        continue
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TestSupportError("The pane never showed \(what) within \(timeout):\n\(screen)")
  }

  /// Waits until the pane shows `text`.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(30)) async throws -> String {
    try await waitFor(timeout: timeout, "'\(text)'") { $0.contains(text) }
  }

  /// Ends the tmux server and everything in it; the server's process is ended too, should `kill-server`
  /// not reach it.
  public func kill() async {
    let pid = try? await tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? await tmux(["kill-server"])
    if let pid = pid.flatMap({ Int32($0) }), pid > 1 {
      _ = Glibc.kill(pid, SIGKILL)
    }
  }

  /// Runs one tmux client against this session's server and returns what it printed.
  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    guard let path = Self.path else { throw TestSupportError("tmux is not installed; run `make deps`.") }
    let output = socket.deletingLastPathComponent().appendingPathComponent("tmux-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    // A ChildProcess, not Foundation's `Process`, which on Linux can miss the exit of a child that ends within
    // moments of starting, as a tmux client does. Standard input and error go to /dev/null, standard output to a
    // file: the server the first client forks keeps what the client had open, and a pipe it kept would never end.
    let client = try ChildProcess.start(
      URL(fileURLWithPath: path), ["-S", socket.path] + arguments, environment: environment, input: .null,
      output: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC), errors: .null)
    let status = await client.waitForExit().status
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw TestSupportError("tmux \(arguments.joined(separator: " ")) exited with \(status): \(text)")
    }
    return text
  }
}
