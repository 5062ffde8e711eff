import Core
import Foundation
import Models
import ModelsTestSupport
import PluginHostLive
import PluginKit

// A warm plugin request in `mosaic ui`'s code path, in process (issue 21; numbers, not a test): a plugin started
// once through the supervisor, then REQUESTS requests over its pipe, each timed from the call to the cleaned items —
// a tab's items through `PluginScreenClient.live` (the tab's path: its plugin's queue, frames, decoding, cleaning),
// the same request straight through the supervisor on the calling thread (a baseline), and the photo page's plugin
// section through the page's `SectionController` (what the photo screen loads). No network.
//
//   plugin-ui-benchmark [REQUESTS]

let requests = max(CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2_000, 10)
let script = """
  #!/usr/bin/python3
  import json, os, struct, sys
  out = os.fdopen(os.dup(1), "wb")
  os.dup2(2, 1)
  inp = sys.stdin.buffer
  items = [{"id": "c%d" % i, "kind": "field", "title": "Colour %d" % i, "detail": "#8a5a3c"} for i in range(10)]
  while True:
      head = inp.read(4)
      if len(head) < 4:
          sys.exit(0)
      req = json.loads(inp.read(struct.unpack(">I", head)[0]))
      if req["type"] == "hello":
          reply = {"type": "hello", "id": 0, "protocol": 2, "plugin": "bench", "version": "1.0.0"}
      elif req["type"] in ("section", "tab"):
          reply = {"type": "items", "id": req["id"], "items": items}
      else:
          reply = {"type": "done", "id": req["id"]}
      body = json.dumps(reply).encode()
      out.write(struct.pack(">I", len(body)) + body)
      out.flush()
      if req["type"] == "shutdown":
          sys.exit(0)

  """

/// The benchmark's plugin module needs the supervisor as a service, as `PluginsModule` provides it in the App.
struct SupervisorModule: FeatureModule {
  let supervisor: PluginSupervisor
  let id = "plugins"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Plugins"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [ServiceKey(PluginSupervisor.self)] }
  func register(into registrar: ModuleRegistrar) throws {
    let supervisor = supervisor
    registrar.register(PluginSupervisor.self, scope: .singleton) { _ in supervisor }
  }
}

func percentiles(_ name: String, _ samples: [Duration]) {
  let sorted = samples.sorted()
  func at(_ share: Double) -> String {
    let value = sorted[min(Int(Double(sorted.count) * share), sorted.count - 1)]
    return String(
      format: "%.3f ms", Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1e3)
  }
  print("\(name): p50 \(at(0.5)), p99 \(at(0.99)), max \(at(1.0)) (\(sorted.count) requests; goal p99 ≤ 2 ms)")
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-plugin-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
let source = root.appendingPathComponent("source")
try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
let manifest = PluginManifest(
  id: "bench", version: "1.0.0", api: PluginManifest.APIRange(min: 1, max: 2), names: LocalizedText(en: "Bench"),
  executable: "bench.py",
  contributions: PluginManifest.Contributions(
    sections: [SectionSpec(id: "palette", slot: "photo", title: LocalizedText(en: "Palette"))],
    tabs: [TabSpec(id: "bench", title: LocalizedText(en: "Bench"))]))
try JSONEncoder().encode(manifest).write(to: source.appendingPathComponent(PluginProtocol.manifestName))
try Data(script.utf8).write(to: source.appendingPathComponent("bench.py"))
try FileManager.default.setAttributes(
  [.posixPermissions: 0o755], ofItemAtPath: source.appendingPathComponent("bench.py").path)
let store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
let plugin = try store.add(from: source)
let supervisor = PluginSupervisor(store: store)
defer { supervisor.shutdown() }

let clock = ContinuousClock()
let client = PluginScreenClient.live(supervisor)
_ = try await client.loadTab("bench", "bench", .english)  // starts the plugin: what the first showing of the tab pays
var tab: [Duration] = []
for _ in 0..<requests {
  let start = clock.now
  let page = try await client.loadTab("bench", "bench", .english)
  tab.append(clock.now - start)
  precondition(page.items.count == 10, "the plugin answered \(page.items.count) items")
}
percentiles("tab request (PluginScreenClient.live)", tab)

// The same round trip straight through the supervisor, without the screen client: what the frames alone cost here
// and now, to tell the app's path from the machine's load.
var direct: [Duration] = []
var bare = PluginRequest(type: .tab, id: 0)
bare.tab = "bench"
for _ in 0..<requests {
  let start = clock.now
  let reply = try await supervisor.send(bare, to: plugin, language: .english)
  direct.append(clock.now - start)
  precondition(reply.items?.count == 10, "the plugin answered \(reply)")
}
percentiles("baseline: the same request through PluginSupervisor.send alone", direct)

let registry = try PluginRegistry(modules: [SupervisorModule(supervisor: supervisor), PluginProxyModule(plugin)])
let controller = registry.sections.controller(for: SectionSlot<Photo>.detail)
let photo = try PhotoFixtures.photo(1)
var section: [Duration] = []
for _ in 0..<requests {
  let start = clock.now
  let sections = await controller.sections(for: photo, in: .english)
  section.append(clock.now - start)
  precondition(sections.first?.items.count == 10, "the section did not load: \(sections)")
}
percentiles("photo-page section request (SectionController)", section)
