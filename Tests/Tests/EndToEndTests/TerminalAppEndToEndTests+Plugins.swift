import Foundation
import MosaicTestSupport
import Testing

/// Issue 21: an installed plugin in `mosaic ui` on the released binary — the Python example's Moon tab after the
/// built-in tabs, its process started only when the tab shows and ended when the app quits, an item's link opening
/// the plugin's route as a screen (Esc back), an item's action with its sentence, and a route from the palette.
/// Part of ``TerminalAppEndToEndTests``, so it runs one pane at a time in its own process.
extension TerminalAppEndToEndTests {
  /// The processes (not zombies) whose environment names `folder`: a plugin gets its data folder as `HOME`.
  static func processes(using folder: URL) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      let environment = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))) ?? Data()
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      return !status.contains("State:\tZ")
        && String(decoding: environment, as: UTF8.self).contains("MOSAIC_PLUGIN_DIR=\(folder.path)")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func pluginTab_startsItsPluginWhenShown_opensItsRoute_performsAnAction_andEndsItOnQuit() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["plugins", "add", PluginEndToEndTests.moon])
      #expect(added.status == 0, "\(added)")
      let folder = sandbox.dataDirectory.appendingPathComponent("plugins/moon/data")
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui"))
      do {
        let first = try await tmux.waitFor("Page 1 of 12")
        #expect(first.contains("5 Settings  6 Moon"), "\(first)")
        #expect(Self.processes(using: folder).isEmpty, "the plugin started before its tab showed")
        try await tmux.send("6")
        try await tmux.waitFor("the Moon tab's items") {
          $0.contains("The week ahead") && $0.contains("Next full moon")
        }
        #expect(Self.processes(using: folder).count == 1)
        // The first item is today, linking to mosaic://moon/TODAY: the route's page opens over the tab.
        try await tmux.send("Enter")
        let route = try await tmux.waitFor("the route's screen") { $0.contains("Moon phase") && $0.contains(" d)") }
        #expect(!route.contains("The week ahead"), "\(route)")
        try await tmux.send("Escape")
        try await tmux.waitFor("the tab again") { $0.contains("The week ahead") && !$0.contains("Moon phase") }
        // Seven days down is the next full moon: Enter asks the plugin to perform its action.
        for _ in 0..<7 { try await tmux.send("j") }
        try await tmux.send("Enter")
        try await tmux.waitFor("the action's sentence") {
          $0.contains("The next full moon is in") || $0.contains("The moon is full today.")
        }
        try await tmux.send(":")
        try await tmux.send("-l", "mosaic://moon/2026-01-01")
        try await tmux.send("Enter")
        try await tmux.waitFor("the palette's route") { $0.contains("2026-01-01") && $0.contains("Moon phase") }
        try await tmux.send("Escape")
        try await tmux.send("q")
        try await tmux.waitFor("exit=0")
        #expect(Self.processes(using: folder).isEmpty, "the plugin outlived the app")
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  /// A plugin that crashes shows one sentence naming it in its tab, and the other tabs keep working.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aCrashingPluginsTab_isOneSentence_andTheGalleryStillWorks() async throws {
    try await withSandbox { sandbox in
      let source = sandbox.root.appendingPathComponent("crashing")
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      try Data(
        """
        {"id": "crash", "version": "1.0.0", "api": {"min": 1, "max": 2}, "names": {"en": "Crash"},
         "executable": "crash.py", "contributions": {"tabs": [{"id": "crash", "title": {"en": "Crash"}}]}}
        """.utf8
      ).write(to: source.appendingPathComponent("mosaic-plugin.json"))
      try Data("#!/usr/bin/python3\nimport os\nos.abort()\n".utf8).write(to: source.appendingPathComponent("crash.py"))
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: source.appendingPathComponent("crash.py").path)
      let added = try await sandbox.mosaic(["plugins", "add", source.path])
      #expect(added.status == 0, "\(added)")
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui"))
      do {
        try await tmux.waitFor("Page 1 of 12")
        try await tmux.send("6")
        try await tmux.waitFor("Plugin 'crash' ended without answering")
        try await tmux.send("1")
        try await tmux.waitFor("the gallery again") { $0.contains("Page 1 of 12") && !$0.contains("Plugin 'crash'") }
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
