import Core
import Foundation
import Models
import ModelsTestSupport
import PluginHostLive
import PluginKit
import TestExpectations
import Testing

/// The terminal app's live way to a plugin, through a real (Python) plugin process: a tab's items over protocol 2
/// with their actions, an action's sentence, a route's page, the plugin started on first use and kept up, and a
/// protocol-1 plugin's tab refused naming both versions without starting it.
@Suite struct PluginScreenClientTests {
  static let behaviour = """
    count = globals().get("count", 0) + 1
    globals()["count"] = count
    if req["type"] == "tab":
        time.sleep(0.002)
        send({"type": "items", "id": req["id"], "items": [
            {"id": "load", "kind": "field", "title": "Load \\u001b[31m", "detail": str(count)},
            {"id": "full", "kind": "entry", "title": "Next full moon", "picture": "https://images.example/full.jpg",
             "actions": [{"id": "countdown", "title": "How long?"}, {"id": "bad/id", "title": "Bad"}]},
            {"id": "day", "kind": "entry", "title": "Today", "url": "mosaic://moon/2026-11-26",
             "picture": "https://evil.example/day.jpg"}]})
    elif req["type"] == "section":
        time.sleep(0.002)
        send({"type": "items", "id": req["id"], "items": [{"id": "s", "kind": "text", "title": "section"}]})
    elif req["type"] == "action":
        send({"type": "done", "id": req["id"], "message": req["tab"] + "/" + req["item"] + "/" + req["action"]})
    else:
        send({"type": "output", "id": req["id"], "output": {"title": "Moon", "fields": [{"label": "Age", "value": "6.1 d"}],
              "lines": ["first", "second"]}})
    """

  /// A plugin `fake` with the tab `moon`, speaking protocols `api`; installed into a fresh store.
  static func plugin(
    api: PluginManifest.APIRange, sections: [SectionSpec] = [], network: [String] = []
  ) throws -> (PluginStore, InstalledPlugin) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-plugin-ui-\(UUID().uuidString)")
    let source = root.appendingPathComponent("source")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    let manifest = PluginManifest(
      id: "fake", version: "1.0.0", api: api, names: LocalizedText(en: "Fake"), executable: "plugin.py",
      contributions: PluginManifest.Contributions(
        sections: sections, tabs: [TabSpec(id: "moon", title: LocalizedText(en: "Moon"))]),
      permissions: PluginManifest.Permissions(network: network))
    try JSONEncoder().encode(manifest).write(to: source.appendingPathComponent(PluginProtocol.manifestName))
    let hello =
      "{\"type\": \"hello\", \"id\": 0, \"protocol\": \(api.max), \"plugin\": \"fake\", \"version\": \"1.0.0\"}"
    let script = source.appendingPathComponent("plugin.py")
    try Data(FakePlugin.script(id: "fake", behaviour: behaviour, hello: hello).utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
    return (store, try store.add(from: source))
  }

  @Test func tab_startsThePluginOnFirstUse_keepsItUp_andKeepsItsActions() async throws {
    let (store, _) = try Self.plugin(api: PluginManifest.APIRange(min: 1, max: 2))
    let supervisor = PluginSupervisor(store: store)
    defer { supervisor.shutdown() }
    let client = PluginScreenClient.live(supervisor)
    #expect(supervisor.running.isEmpty)
    let page = try await client.loadTab("fake", "moon", .english)
    #expect(supervisor.running == ["fake"])
    #expect(page.items.map(\.id) == ["load", "full", "day"])
    #expect(page.items[0].content == .field(label: "Load ", value: "1"))
    #expect(page.items[1].actions == [ItemAction(id: "countdown", title: "How long?")])
    #expect(page.items[2].actions == [.open("mosaic://moon/2026-11-26", title: "Open")])
    // The same process answers the second time: its count went on.
    let again = try await client.loadTab("fake", "moon", .english)
    #expect(again.items[0].content == .field(label: "Load ", value: "2"))
    let result = try await client.perform(
      PluginActionRequest(plugin: "fake", tab: "moon", item: "full", action: "countdown"), .english)
    #expect(result == .done(message: "moon/full/countdown"))
  }

  /// Pictures by URL: the tab's item whose picture is on the declared origin carries it to the screen; the one on
  /// another origin shows without it, and a plugin that declares no origin gets none.
  @Test func tab_keepsItemPictures_onlyFromTheManifestsDeclaredOrigins() async throws {
    let (store, _) = try Self.plugin(
      api: PluginManifest.APIRange(min: 1, max: 2), network: ["https://images.example"])
    let supervisor = PluginSupervisor(store: store)
    defer { supervisor.shutdown() }
    let page = try await PluginScreenClient.live(supervisor).loadTab("fake", "moon", .english)
    expectEqual(page.items.map { $0.image?.url.absoluteString }, [nil, "https://images.example/full.jpg", nil])
    #expect(page.items[2].actions == [.open("mosaic://moon/2026-11-26", title: "Open")])

    let (undeclared, _) = try Self.plugin(api: PluginManifest.APIRange(min: 1, max: 2))
    let other = PluginSupervisor(store: undeclared)
    defer { other.shutdown() }
    let bare = try await PluginScreenClient.live(other).loadTab("fake", "moon", .english)
    expectAll(bare.items) { $0.image == nil }
  }

  @Test func route_isAPage_ofTheOutputsFieldsAndLines() async throws {
    let (store, _) = try Self.plugin(api: PluginManifest.APIRange(min: 1, max: 2))
    let supervisor = PluginSupervisor(store: store)
    defer { supervisor.shutdown() }
    let page = try await PluginScreenClient.live(supervisor).resolveRoute(
      PluginDestination(plugin: "fake", url: "mosaic://fake/x", parameters: [:]), .english)
    #expect(page.title == "Moon")
    #expect(page.items.map(\.content) == [.field(label: "Age", value: "6.1 d"), .text("first"), .text("second")])
  }

  @Test func tab_ofAProtocol1Plugin_isRefusedNamingBothVersions_withoutStartingIt() async throws {
    let (store, _) = try Self.plugin(api: PluginManifest.APIRange(min: 1, max: 1))
    let supervisor = PluginSupervisor(store: store)
    defer { supervisor.shutdown() }
    await #expect(
      throws: PluginHostError(
        .unsupportedProtocol, plugin: "fake", detail: "protocol 1, and its tabs need protocol 2")
    ) {
      try await PluginScreenClient.live(supervisor).loadTab("fake", "moon", .english)
    }
    #expect(supervisor.running.isEmpty)
  }

  /// The tab's loads and the photo page's section loads at once: each waits for its turn on the plugin's queue, so no
  /// reply is read by the wrong request (which would end the plugin with "a reply to another id").
  @Test func tabAndPhotoSection_atOnce_neverInterleaveOnTheChannel() async throws {
    let section = SectionSpec(id: "palette", slot: "photo", title: LocalizedText(en: "Palette"))
    let (store, plugin) = try Self.plugin(api: PluginManifest.APIRange(min: 1, max: 2), sections: [section])
    let supervisor = PluginSupervisor(store: store)
    defer { supervisor.shutdown() }
    let client = PluginScreenClient.live(supervisor)
    let registry = try PluginRegistry(modules: [SupervisorModule(supervisor: supervisor), PluginProxyModule(plugin)])
    let controller = registry.sections.controller(for: SectionSlot<Photo>.detail)
    let photo = try PhotoFixtures.photo(1)
    _ = try await client.loadTab("fake", "moon", .english)
    let answers = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<12 {
        group.addTask { try await client.loadTab("fake", "moon", .english).items.count }
        group.addTask { await controller.sections(for: photo, in: .english).first?.items.count ?? 0 }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(answers.sorted() == Array(repeating: 1, count: 12) + Array(repeating: 3, count: 12))
  }
}
