import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 21's host services through the released `mosaic` and the mock API: a protocol-2 plugin's GET reaches the
/// origin its manifest declares (with no key the host holds), an undeclared one is refused with the typed error the
/// plugin passes on, and its key-value store survives a run, travels in `mosaic export`/`import` and goes with
/// `mosaic plugins remove`.
@Suite struct PluginServicesEndToEndTests {
  static let hostKey = "host-secret-key"

  @Test func httpGet_reachesTheDeclaredOrigin_withoutTheHostsKey_andRefusesAnUndeclaredOne() async throws {
    try await withMockServer { server in
      try await withSandbox { sandbox in
        let folder = try Self.writePlugin(in: sandbox, origin: server.baseURL)
        #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
        // The host holds an Unsplash key for this very origin; the plugin's request must not carry it.
        let environment = ["UNSPLASH_ACCESS_KEY": Self.hostKey, "MOSAIC_UNSPLASH_BASE_URL": server.baseURL]

        let keyless = try await sandbox.mosaic(
          ["svc", "get", server.baseURL + "/photos?per_page=2"], environment: environment)
        expectOneSentenceError(keyless, containing: "Plugin 'svc' failed: httpStatus 401:")
        let logged = try await server.requests().filter { $0.path == "/photos?per_page=2" }
        #expect(logged.count == 1, "\(logged)")
        expectAll(logged, "the host's key travelled: \(logged)") { !$0.keyInHeader && !$0.keyInQuery }

        let own = try await sandbox.mosaic(
          ["svc", "get", server.baseURL + "/photos?per_page=2", "--key", "plugin-own"], environment: environment)
        #expect(own.status == 0, "\(own)")
        let lines = own.stdout.split(separator: "\n")
        #expect(lines.first == "200", "\(own)")
        #expect(lines.dropFirst().first?.hasPrefix("[") == true, "\(own)")

        let undeclared = try await sandbox.mosaic(
          ["svc", "get", "https://evil.example/steal"], environment: environment)
        expectOneSentenceError(
          undeclared,
          containing: "Plugin 'svc' failed: notDeclared: Plugin 'svc' may not reach 'https://evil.example', which its "
            + "manifest does not declare")
        #expect(try await server.requests().count == 2, "nothing else reached the server")
        #expect(try await sandbox.mosaic(["gallery"], environment: environment).status == 0)
      }
    }
  }

  @Test func storage_survivesARun_travelsInExportAndImport_andGoesWithThePlugin() async throws {
    try await withSandbox { sandbox in
      let folder = try Self.writePlugin(in: sandbox, origin: "https://api.example.com")
      #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
      #expect(try await sandbox.mosaic(["svc", "show"]).stdout == "none\n")
      #expect(try await sandbox.mosaic(["svc", "set", "kept across runs"]).stdout == "stored\n")
      #expect(try await sandbox.mosaic(["svc", "show"]).stdout == "kept across runs\n")

      let file = sandbox.root.appendingPathComponent("backup.json")
      #expect(try await sandbox.mosaic(["export", "--output", file.path]).status == 0)
      let document = try jsonObject(try String(contentsOf: file, encoding: .utf8))
      let sections = document["sections"] as? [String: Any]
      let items = (sections?["pluginStorage"] as? [String: Any])?["items"] as? [[String: Any]]
      #expect(items?.count == 1)
      #expect(items?.first?["plugin"] as? String == "svc")
      #expect(items?.first?["key"] as? String == "note")
      #expect(items?.first?["value"] as? String == "kept across runs")

      let removed = try await sandbox.mosaic(["plugins", "remove", "svc"])
      #expect(removed.status == 0, "\(removed)")
      #expect(try await sandbox.mosaic(["plugins", "add", folder]).status == 0)
      #expect(try await sandbox.mosaic(["svc", "show"]).stdout == "none\n", "the store went with the plugin")

      let imported = try await sandbox.mosaic(["import", file.path])
      #expect(imported.status == 0, "\(imported)")
      #expect(try await sandbox.mosaic(["svc", "show"]).stdout == "kept across runs\n")
    }
  }

  /// A Python plugin `svc` speaking protocol 2: `svc get URL [--key KEY]` GETs through the host (with the plugin's
  /// own `Authorization` when given) and prints the status and the body's start, or fails with the call's error
  /// code and sentence; `svc set TEXT` and `svc show` keep a note in its storage.
  static func writePlugin(in sandbox: Sandbox, origin: String) throws -> String {
    let folder = sandbox.root.appendingPathComponent("svc-plugin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = """
      {"id": "svc", "version": "1.0.0", "api": {"min": 1, "max": 2}, "names": {"en": "Services"}, "executable": "svc.py",
       "contributions": {"commands": [{"name": "svc", "summary": {"en": "Calls the host"},
         "arguments": [{"name": "action", "help": "get, set or show"}, {"name": "value", "help": "A URL or a note", "optional": true}],
         "options": [{"name": "key", "help": "The plugin's own key"}]}]},
       "permissions": {"network": ["\(origin)"], "storage": true}}
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("mosaic-plugin.json"))
    let script = """
      #!/usr/bin/python3
      import json, os, struct, sys
      out = os.fdopen(os.dup(1), "wb")
      os.dup2(2, 1)
      def read():
          head = sys.stdin.buffer.read(4)
          if len(head) < 4:
              sys.exit(0)
          return json.loads(sys.stdin.buffer.read(struct.unpack(">I", head)[0]))
      def send(msg):
          body = json.dumps(msg).encode()
          out.write(struct.pack(">I", len(body)) + body)
          out.flush()
      def call(service, **fields):
          send({"type": "call", "id": 7, "call": dict(service=service, **fields)})
          answer = read()
          if answer.get("error"):
              error = answer["error"]
              code = error["code"] + (" " + str(error["status"]) if error.get("status") else "")
              raise Exception(code + ": " + error["message"])
          return answer["result"]
      while True:
          req = read()
          if req["type"] == "hello":
              send({"type": "hello", "id": 0, "protocol": 2, "plugin": "svc", "version": "1.0.0"})
              continue
          if req["type"] == "shutdown":
              send({"type": "done", "id": req["id"]})
              sys.exit(0)
          try:
              action, rest = req["arguments"][0], req["arguments"][1:]
              if action == "get":
                  key = req["options"].get("key")
                  headers = {"Authorization": "Client-ID " + key} if key else {}
                  result = call("http.get", url=rest[0], headers=headers)
                  lines = [str(result["status"]), result["body"][:60]]
              elif action == "set":
                  call("storage.set", key="note", value=rest[0])
                  lines = ["stored"]
              else:
                  lines = [call("storage.get", key="note").get("value") or "none"]
              send({"type": "output", "id": req["id"], "output": {"lines": lines}})
          except Exception as error:
              send({"type": "error", "id": req["id"], "message": str(error)})

      """
    let executable = folder.appendingPathComponent("svc.py")
    try Data(script.utf8).write(to: executable)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
    return folder.path
  }
}
