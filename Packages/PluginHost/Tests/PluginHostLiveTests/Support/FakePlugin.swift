import Core
import Foundation
import PluginHostLive
import PluginKit

/// A plugin written for one test: a Python script whose request handling is `behaviour` (Python with `req` the
/// request, `send(msg)` the reply, `out` the channel), with a manifest, installed into a fresh store.
struct FakePlugin {
  let store: PluginStore
  let plugin: InstalledPlugin
  /// A folder outside the plugin's, for files it must not read.
  let outside: URL

  init(
    id: String = "fake", behaviour: String, hello: String? = nil, commands: [CommandSpec]? = nil,
    routes: [RouteSpec] = [], sections: [SectionSpec] = [], api: ClosedRange<Int> = 1...1,
    permissions: PluginManifest.Permissions = PluginManifest.Permissions()
  ) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-plugin-tests-\(UUID().uuidString)")
    let source = root.appendingPathComponent("source")
    outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Self.write(
      in: source, id: id, behaviour: behaviour, hello: hello, commands: commands, routes: routes, sections: sections,
      api: api, permissions: permissions)
    store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
    plugin = try store.add(from: source)
  }

  /// Writes a plugin's manifest and executable script into `source` (created), as its author's folder holds them.
  static func write(
    in source: URL, id: String = "fake", behaviour: String, hello: String? = nil, commands: [CommandSpec]? = nil,
    routes: [RouteSpec] = [], sections: [SectionSpec] = [], summary: String = "A fake", api: ClosedRange<Int> = 1...1,
    permissions: PluginManifest.Permissions = PluginManifest.Permissions()
  ) throws {
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    let manifest = PluginManifest(
      id: id, version: "1.0.0", api: PluginManifest.APIRange(min: api.lowerBound, max: api.upperBound),
      names: LocalizedText(en: "Fake", de: "Attrappe"), executable: "plugin.py",
      contributions: PluginManifest.Contributions(
        commands: commands ?? [CommandSpec(name: id, summary: LocalizedText(en: summary))], routes: routes,
        sections: sections),
      permissions: permissions)
    try JSONEncoder().encode(manifest).write(to: source.appendingPathComponent(PluginProtocol.manifestName))
    let script = source.appendingPathComponent("plugin.py")
    try Data(Self.script(id: id, behaviour: behaviour, hello: hello).utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  }

  func supervisor(_ limits: PluginLimits = .standard, services: PluginServices = .unavailable) -> PluginSupervisor {
    PluginSupervisor(store: store, limits: limits, services: services)
  }

  func run(
    _ arguments: [String] = [], limits: PluginLimits = .standard, services: PluginServices = .unavailable
  ) async throws -> PluginReply {
    let supervisor = supervisor(limits, services: services)
    defer { supervisor.shutdown() }
    var request = PluginRequest(type: .run, id: 0)
    request.command = plugin.manifest.contributions.commands.first?.name
    request.arguments = arguments
    return try await supervisor.send(request, to: plugin, language: .english)
  }

  static func script(id: String, behaviour: String, hello: String?) -> String {
    let indented = behaviour.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
    return """
      #!/usr/bin/python3
      import json, os, socket, struct, sys, time
      out = os.fdopen(os.dup(1), "wb")
      os.dup2(2, 1)
      inp = sys.stdin.buffer
      def read():
          head = inp.read(4)
          if len(head) < 4:
              sys.exit(0)
          return json.loads(inp.read(struct.unpack(">I", head)[0]))
      def send(msg):
          body = json.dumps(msg).encode()
          out.write(struct.pack(">I", len(body)) + body)
          out.flush()
      while True:
          req = read()
          if req["type"] == "hello":
              send(\(hello ?? "{\"type\": \"hello\", \"id\": 0, \"protocol\": 1, \"plugin\": \"\(id)\", \"version\": \"1.0.0\"}"))
              continue
          if req["type"] == "shutdown":
              send({"type": "done", "id": req["id"]})
              break
      \(indented)

      """
  }
}
