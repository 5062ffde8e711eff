import Foundation
import MosaicTestSupport
import Testing

/// Plugins through the released `mosaic`: the Python example end to end, trust by hash, misbehaving plugins
/// (one sentence, exit 1, the host unharmed), clashes, and no plugin process outliving the host.
@Suite struct PluginEndToEndTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let moon = repository.appendingPathComponent("Examples/MoonPlugin").path

  @Test func pythonExample_addsACommandARouteAndHelp() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["plugins", "add", Self.moon])
      #expect(added.status == 0, "\(added)")
      #expect(added.stdout.hasPrefix("Added 'moon' 1.0.0; it may: none."), "\(added)")

      let run = try await sandbox.mosaic(["moon", "2026-11-26", "--days", "2", "--ascii"])
      #expect(run.status == 0, "\(run)")
      #expect(
        run.stdout == "Moon phase\n2026-11-26  [4]  Full moon (16.6 d)\n2026-11-27  [5]  Waning gibbous (17.6 d)\n")

      let opened = try await sandbox.mosaic(["open", "mosaic://moon/2026-01-01", "--json"])
      #expect(opened.status == 0, "\(opened)")
      let document = try jsonObject(opened.stdout)
      #expect(document["plugin"] as? String == "moon")
      #expect(document["lines"] as? [String] == ["2026-01-01  🌔  Waxing gibbous (12.4 d)"])

      let help = try await sandbox.mosaic(["--help"])
      #expect(help.stdout.contains("moon                    The moon's phase today or on a date"), "\(help)")
      let commandHelp = try await sandbox.mosaic(["moon", "--help"])
      #expect(commandHelp.stdout.contains("USAGE: mosaic moon [<date>] [--days <value>] [--ascii] [--json]"))

      let features = try await sandbox.mosaic(["features"])
      #expect(features.stdout.contains("Moon phase (plugin) — plugin.moon 1.0.0"), "\(features)")

      #expect(try await sandbox.mosaic(["settings", "set", "language", "de"]).status == 0)
      let german = try await sandbox.mosaic(["moon", "2026-01-01"])
      #expect(german.stdout == "Mondphase\n2026-01-01  🌔  Zunehmender Mond (12.4 d)\n", "\(german)")
      #expect(try await sandbox.mosaic(["settings", "set", "language", "en"]).status == 0)

      expectOneSentenceError(
        try await sandbox.mosaic(["moon", "--bogus"]), status: 64, containing: "'mosaic moon' has no option '--bogus'")
      expectOneSentenceError(
        try await sandbox.mosaic(["moon", "someday"]), containing: "Plugin 'moon' failed: 'someday' is not a date")
    }
  }

  @Test func changedExecutable_isRefusedUntilTrusted() async throws {
    try await withSandbox { sandbox in
      #expect(try await sandbox.mosaic(["plugins", "add", Self.moon]).status == 0)
      let installed = sandbox.dataDirectory.appendingPathComponent("plugins/moon/moon.py")
      let handle = try FileHandle(forWritingTo: installed)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("# changed\n".utf8))
      try handle.close()

      expectOneSentenceError(
        try await sandbox.mosaic(["moon"]),
        containing:
          "Plugin 'moon' changed since it was trusted; if you made that change, run `mosaic plugins trust moon`.")
      #expect(
        try await sandbox.mosaic(["plugins", "list"]).stdout.contains("changed — run `mosaic plugins trust moon`"))
      #expect(try await sandbox.mosaic(["plugins", "trust", "moon"]).status == 0)
      #expect(try await sandbox.mosaic(["moon"]).status == 0)
      #expect(try await sandbox.mosaic(["plugins", "remove", "moon"]).status == 0)
      expectOneSentenceError(try await sandbox.mosaic(["moon"]), status: 64, containing: "There is no command 'moon'")
    }
  }

  struct Misbehaviour: Sendable, CustomTestStringConvertible {
    let id: String
    let behaviour: String
    let sentence: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    Misbehaviour(id: "crash", behaviour: "os.kill(os.getpid(), 11)", sentence: "ended without answering (signal 11)"),
    Misbehaviour(id: "hang", behaviour: "time.sleep(60)", sentence: "did not answer within 2 s and was stopped"),
    Misbehaviour(
      id: "flood", behaviour: "out.write(struct.pack('>I', 50000000))\n    while True: out.write(b'x' * 65536)",
      sentence: "sent more than the 1048576 bytes a reply may hold"),
    Misbehaviour(
      id: "garbage", behaviour: "out.write(b'\\x00\\x00\\x00\\x03\\x1b[2'); out.flush()",
      sentence: "answered with something that is not a message of the protocol"),
  ])
  func misbehavingPlugin_isOneSentenceAndTheHostKeepsWorking(_ case: Misbehaviour) async throws {
    try await withSandbox { sandbox in
      let folder = try Self.writePlugin(in: sandbox, behaviour: `case`.behaviour)
      #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
      let result = try await sandbox.mosaic(["bad"], environment: ["MOSAIC_PLUGIN_TIMEOUT": "2"])
      expectOneSentenceError(result, containing: "Plugin 'bad' \(`case`.sentence)")
      #expect(!result.stderr.contains("\u{1B}"))
      let gallery = try await sandbox.mosaic(["gallery"])
      #expect(gallery.status == 0, "\(gallery)")
      #expect(try await sandbox.mosaic(["plugins", "log", "bad"]).status == 0)
    }
  }

  @Test func pluginProcess_endsWithTheHost() async throws {
    try await withSandbox { sandbox in
      let behaviour = """
        open(os.environ['MOSAIC_PLUGIN_DIR'] + '/pid', 'w').write(str(os.getpid()))
            send({'type': 'output', 'id': req['id'], 'output': {'lines': ['ok']}})
        """
      let folder = try Self.writePlugin(in: sandbox, behaviour: behaviour, ignoreShutdown: true)
      #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
      #expect(try await sandbox.mosaic(["bad"]).stdout == "ok\n")
      let pid = try String(
        contentsOf: sandbox.dataDirectory.appendingPathComponent("plugins/bad/data/pid"), encoding: .utf8)
      #expect(!pid.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)/status") || Self.isZombie(pid))
    }
  }

  @Test func clashWithABuiltInCommand_isRefusedAtAdd() async throws {
    try await withSandbox { sandbox in
      let folder = try Self.writePlugin(in: sandbox, behaviour: "pass", command: "gallery")
      let result = try await sandbox.mosaic(["plugins", "add", folder])
      expectOneSentenceError(
        result,
        containing: "Modules 'gallery' and 'plugin.bad' both contribute the command 'gallery'; rename one of them.")
      #expect(try await sandbox.mosaic(["gallery"]).status == 0)
    }
  }

  @Test func photoSection_showsThePluginsItems_andAFailureOnlyInItsSection() async throws {
    try await withSandbox { sandbox in
      let behaviour = """
        if os.path.exists(os.environ['MOSAIC_PLUGIN_DIR'] + '/crash'): os.kill(os.getpid(), 9)
            send({'type': 'items', 'id': req['id'], 'items': [{'id': 'size', 'kind': 'field', 'title': 'Pixels', 'detail': req['subject']['width'] + ' wide'}]})
        """
      let folder = try Self.writePlugin(in: sandbox, behaviour: behaviour, section: true)
      #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
      let id = try await galleryIDs(sandbox).first ?? ""
      let page = try await sandbox.mosaic(["photo", id])
      #expect(page.status == 0, "\(page)")
      #expect(page.stdout.contains("Bad facts"), "\(page)")
      #expect(page.stdout.contains("Pixels"), "\(page)")

      try Data().write(to: sandbox.dataDirectory.appendingPathComponent("plugins/bad/data/crash"))
      let failed = try await sandbox.mosaic(["photo", id])
      #expect(failed.status == 0, "\(failed)")
      #expect(failed.stdout.contains(id), "\(failed)")
      #expect(failed.stdout.contains("Plugin 'bad' ended without answering (signal 9)"), "\(failed)")
    }
  }

  static func isZombie(_ pid: String) -> Bool {
    ((try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "").contains("State:\tZ")
  }

  /// A Python plugin `bad` whose request handling is `behaviour`, in a folder of the sandbox (`exitAtStart`: one that
  /// ends before the handshake).
  static func writePlugin(
    in sandbox: Sandbox, behaviour: String, command: String = "bad", ignoreShutdown: Bool = false,
    section: Bool = false, exitAtStart: Bool = false
  ) throws -> String {
    let folder = sandbox.root.appendingPathComponent("bad-plugin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = """
      {"id": "bad", "version": "1.0.0", "api": {"min": 1, "max": 1}, "names": {"en": "Bad"}, "executable": "bad.py",
       "contributions": {"commands": [{"name": "\(command)", "summary": {"en": "Misbehaves"}}],
         "sections": [\(section ? #"{"id": "facts", "slot": "photo", "title": {"en": "Bad facts"}}"# : "")]}}
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("mosaic-plugin.json"))
    let script = """
      #!/usr/bin/python3
      import json, os, struct, sys, time
      \(exitAtStart ? "sys.exit(4)" : "")
      out = os.fdopen(os.dup(1), "wb")
      os.dup2(2, 1)
      def send(msg):
          body = json.dumps(msg).encode()
          out.write(struct.pack(">I", len(body)) + body)
          out.flush()
      while True:
          head = sys.stdin.buffer.read(4)
          if len(head) < 4:
              \(ignoreShutdown ? "time.sleep(60)" : "sys.exit(0)")
          req = json.loads(sys.stdin.buffer.read(struct.unpack(">I", head)[0]))
          if req["type"] == "hello":
              send({"type": "hello", "id": 0, "protocol": 1, "plugin": "bad", "version": "1.0.0"})
              continue
          if req["type"] == "shutdown":
              \(ignoreShutdown ? "continue" : "sys.exit(0)")
          print("handling", req["type"], file=sys.stderr)
          \(behaviour)

      """
    try Data(script.utf8).write(to: folder.appendingPathComponent("bad.py"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("bad.py").path)
    return folder.path
  }
}
