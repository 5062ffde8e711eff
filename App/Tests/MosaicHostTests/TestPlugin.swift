import Foundation

/// A Python plugin written for one host test: `id`'s command answers "ok" after `behaviour` (Python run for every
/// request but the handshake, with `req` the request), and `onStart` runs once when the process starts.
enum TestPlugin {
  /// Writes `mosaic-plugin.json` and `plugin.py` (executable) into `folder`, creating it.
  static func write(in folder: URL, id: String, behaviour: String = "pass", onStart: String = "pass") throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = """
      {"id": "\(id)", "version": "1.0.0", "api": {"min": 1, "max": 1}, "names": {"en": "Test \(id)"},
       "executable": "plugin.py",
       "contributions": {"commands": [{"name": "\(id)", "summary": {"en": "A test plugin"}}]}}
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("mosaic-plugin.json"))
    let script = """
      #!/usr/bin/python3
      import json, os, struct, sys
      out = os.fdopen(os.dup(1), "wb")
      os.dup2(2, 1)
      \(onStart)
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
              send({"type": "hello", "id": 0, "protocol": 1, "plugin": "\(id)", "version": "1.0.0"})
              continue
          if req["type"] == "shutdown":
              sys.exit(0)
          \(behaviour)
          send({"type": "output", "id": req["id"], "output": {"lines": ["ok"]}})

      """
    let executable = folder.appendingPathComponent("plugin.py")
    try Data(script.utf8).write(to: executable)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
  }
}
