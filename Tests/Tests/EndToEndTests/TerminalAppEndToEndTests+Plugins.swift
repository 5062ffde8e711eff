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

  /// A plugin's photo-page section draws on the app's photo page after the built-in sections, filled with the photo's
  /// fields, like on the command line.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aPluginsPhotoSection_drawsOnThePhotoPage() async throws {
    try await withSandbox { sandbox in
      let source = sandbox.root.appendingPathComponent("swatch")
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      try Data(
        """
        {"id": "swatch", "version": "1.0.0", "api": {"min": 1, "max": 1}, "names": {"en": "Swatch"},
         "executable": "swatch.py",
         "contributions": {"sections": [{"id": "swatch", "slot": "photo", "title": {"en": "Swatch section"}}]}}
        """.utf8
      ).write(to: source.appendingPathComponent("mosaic-plugin.json"))
      let script = """
        #!/usr/bin/python3
        import json, os, struct, sys
        out = os.fdopen(os.dup(1), "wb")
        os.dup2(2, 1)
        def send(msg):
            body = json.dumps(msg).encode()
            out.write(struct.pack(">I", len(body)) + body)
            out.flush()
        while True:
            head = sys.stdin.buffer.read(4)
            if len(head) < 4:
                sys.exit(0)
            req = json.loads(sys.stdin.buffer.read(struct.unpack(">I", head)[0]))
            if req["type"] == "hello":
                send({"type": "hello", "id": 0, "protocol": 1, "plugin": "swatch", "version": "1.0.0"})
            elif req["type"] == "section":
                send({"type": "items", "id": req["id"], "items": [
                    {"id": "c", "kind": "field", "title": "Swatch of", "detail": "photo " + req["subject"]["id"]}]})
            else:
                send({"type": "done", "id": req["id"]})
                if req["type"] == "shutdown":
                    sys.exit(0)

        """
      try Data(script.utf8).write(to: source.appendingPathComponent("swatch.py"))
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: source.appendingPathComponent("swatch.py").path)
      let added = try await sandbox.mosaic(["plugins", "add", source.path])
      #expect(added.status == 0, "\(added)")
      let tmux = try await TmuxSession.start(
        in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui mosaic://photo/q5Aq-4pHXK9"))
      do {
        // The page's own lines (its sections below the picture may be off screen, the page is taller than the pane).
        try await tmux.waitFor("the photo page") { $0.contains("· q5Aq-4pHXK9") && $0.contains("Details") }
        // The plugin's section is the last, below the photo's details, its photographer and more of their photos:
        // walk the selection down until it shows (the list scrolls), however many rows the sections above have.
        func showsTheSection(_ screen: String) -> Bool {
          screen.contains("Swatch section") && screen.contains("photo q5Aq-4pHXK9")
        }
        var moves = 0
        while moves < 120, !showsTheSection(try await tmux.capture()) {
          try await tmux.send("j")
          moves += 1
          try await Task.sleep(for: .milliseconds(50))
        }
        try await tmux.waitFor("the plugin's section on the photo page", showsTheSection)
        try await tmux.send("Escape")
        try await tmux.waitFor("Page 1 of 12")
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
