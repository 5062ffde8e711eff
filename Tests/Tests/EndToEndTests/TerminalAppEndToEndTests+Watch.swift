import Foundation
import MosaicTestSupport
import Testing

/// Issue 22 in a real terminal, on the released `mosaic` offline: while `mosaic ui` runs it watches the feeds
/// itself — only once notifications are on (here turned on from another shell while it runs) — and a poll that
/// finds new headlines shows a status line over the key bar and rings the bell. `MOSAIC_WATCH_INTERVAL=1s` makes
/// it poll every second (allowed against the embedded catalog); a feed is made to have new headlines as the
/// `news watch` tests do, by emptying what its memory saw.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func watch_newHeadlines_showAStatusLine_andRingTheBell_onceNotificationsAreOn() async throws {
    try await withSandbox { sandbox in
      let programs = try FakePrograms(in: sandbox.root, ["notify-send"])
      let desktop = ["PATH": programs.path, "DISPLAY": ":0", "MOSAIC_WATCH_INTERVAL": "1s"]
      let variables = sandbox.environment(desktop.merging(["TERM": "xterm-256color"]) { _, new in new })
        .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
      let tmux = try await TmuxSession.start(
        in: sandbox, width: 120, height: 40, command: "env -i \(variables) \(try Binaries.mosaic().path) ui")
      do {
        try await run(tmux, in: sandbox, desktop: desktop, programs: programs)
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  private func run(
    _ tmux: TmuxSession, in sandbox: Sandbox, desktop: [String: String], programs: FakePrograms
  ) async throws {
    let memory = sandbox.cacheDirectory.appendingPathComponent("store/news-watch.json")
    try await tmux.waitFor("Page 1 of 12")
    // Notifications are off: three intervals pass and the app asks for nothing.
    try await Task.sleep(for: .seconds(3))
    #expect(!FileManager.default.fileExists(atPath: memory.path), "the app watched with notifications off")

    let on = try await sandbox.mosaic(["settings", "set", "notifications", "on"], environment: desktop)
    #expect(on.status == 0, "\(on)")
    // The running app follows the setting: its watch takes a first look at each of the four feeds.
    try await Self.until("the app's watch to note all four feeds", timeout: .seconds(30)) {
      Self.seen(in: memory).count == 4
    }
    let quiet = try await tmux.capture()
    #expect(!quiet.contains("New in"), "first looks announce nothing:\n\(quiet)")
    #expect(try await tmux.display("#{window_bell_flag}") == "0")
    #expect(programs.log("notify-send").isEmpty)

    // Business's headlines become new (its memory emptied, its turn next); the app rewrites the memory every
    // second, so a rewrite that lands between its read and its write is made again.
    var announced: String?
    for _ in 0..<5 where announced == nil {
      try Self.forgetBusiness(in: memory)
      announced = try? await tmux.waitFor(timeout: .seconds(8), "the status line") { screen in
        screen.split(separator: "\n").last?.hasPrefix("New in Business: 12 headlines — ") == true
      }
    }
    let screen = try #require(announced, "no status line for Business's new headlines")
    #expect(screen.contains("Page 1 of 12"), "the status line stands over the screen the person is on:\n\(screen)")
    #expect(try await tmux.display("#{window_bell_flag}") == "1", "the bell rang")
    #expect(programs.log("notify-send").contains("Mosaic — Business"), "the desktop heard of them too")

    // The next key clears it; the key bar is back.
    try await tmux.send("Right")
    try await tmux.waitFor("the key bar again") { screen in
      screen.split(separator: "\n").last.map { !$0.hasPrefix("New in") && $0.contains("? help") } == true
    }
    try await tmux.send("q")
    try await tmux.waitFor("exit=0")
  }

  /// The feeds the watch memory has seen something of.
  static func seen(in memory: URL) -> [String: Any] {
    guard let data = try? Data(contentsOf: memory),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return object["seen"] as? [String: Any] ?? [:]
  }

  /// Empties what the memory saw of Business and makes it the next feed polled.
  static func forgetBusiness(in memory: URL) throws {
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: memory)) as? [String: Any])
    var seen = try #require(object["seen"] as? [String: Any])
    seen["business"] = [String]()
    object["seen"] = seen
    object["next"] = 0
    try JSONSerialization.data(withJSONObject: object).write(to: memory, options: .atomic)
  }

  static func until(_ what: String, timeout: Duration, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if condition() { return }
      try await Task.sleep(for: .milliseconds(100))
    }
    Issue.record("Timed out waiting for \(what).")
  }
}
