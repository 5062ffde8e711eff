import Foundation
import Testing

@testable import PluginKit

/// Protocol 2 in the SDK: the handshake picks the highest shared version, a tab is filled by its handler, an action's
/// sentence goes back in `done`, and items carry their actions on the wire.
@Suite struct PluginRunnerTests {
  static var runner: PluginRunner {
    var runner = PluginRunner(id: "moon", version: "1.0.0")
    runner.tab("moon") { call in
      [PluginItem(id: "full", kind: .entry, title: call.tab, actions: [.init(id: "countdown", title: "How long?")])]
    }
    runner.action { call in "\(call.tab ?? "-")/\(call.item)/\(call.action)" }
    return runner
  }

  @Test func hello_picksTheHighestSharedVersion() {
    #expect(Self.runner.answer(.hello(protocols: [1, 2], language: "en"), language: "en").protocol == 2)
    #expect(Self.runner.answer(.hello(protocols: [1], language: "en"), language: "en").protocol == 1)
  }

  @Test func hello_staysWithinTheManifestsRange() {
    let protocolOne = PluginRunner(id: "moon", version: "1.0.0", api: 1...1)
    #expect(protocolOne.answer(.hello(protocols: [1, 2], language: "en"), language: "en").protocol == 1)
    let protocolTwo = PluginRunner(id: "moon", version: "1.0.0", api: 2...2)
    #expect(protocolTwo.answer(.hello(protocols: [1], language: "en"), language: "en").type == .error)
  }

  @Test func theManifestBesideTheExecutable_givesTheRange_whenItIsThisPlugins() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pluginkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = folder.appendingPathComponent("moon").path
    #expect(PluginRunner.declaredVersions(of: "moon", beside: executable) == nil, "no manifest: no range")
    let manifest = PluginManifest(
      id: "moon", version: "1.0.0", api: .init(min: 1, max: 1), names: .init(en: "Moon"), executable: "moon")
    try JSONEncoder().encode(manifest).write(to: folder.appendingPathComponent(PluginProtocol.manifestName))
    #expect(PluginRunner.declaredVersions(of: "moon", beside: executable) == 1...1)
    #expect(PluginRunner.declaredVersions(of: "sun", beside: executable) == nil, "another plugin's manifest")
    try Data("{".utf8).write(to: folder.appendingPathComponent(PluginProtocol.manifestName))
    #expect(PluginRunner.declaredVersions(of: "moon", beside: executable) == nil, "a manifest that does not read")
  }

  @Test func tab_isFilledByItsHandler_andAnUnknownTabIsAnError() {
    var request = PluginRequest(type: .tab, id: 3)
    request.tab = "moon"
    let reply = Self.runner.answer(request, language: "en")
    #expect(
      reply
        == .items(
          [PluginItem(id: "full", kind: .entry, title: "moon", actions: [.init(id: "countdown", title: "How long?")])],
          id: 3))
    request.tab = "sun"
    #expect(Self.runner.answer(request, language: "en").type == .error)
  }

  @Test func action_sendsItsSentenceBackInDone() {
    var request = PluginRequest(type: .action, id: 4)
    request.tab = "moon"
    request.item = "full"
    request.action = "countdown"
    let reply = Self.runner.answer(request, language: "en")
    #expect(reply.type == .done)
    #expect(reply.message == "moon/full/countdown")
  }

  @Test func items_carryTheirActions_andDecodeWithout() throws {
    let decoded = try JSONDecoder().decode(
      [PluginItem].self,
      from: Data(
        #"[{"id": "a", "kind": "text", "title": "A"}, {"id": "b", "kind": "entry", "title": "B", "actions": [{"id": "go", "title": "Go"}]}]"#
          .utf8))
    #expect(decoded[0].actions == nil)
    #expect(decoded[1].actions == [PluginItem.Action(id: "go", title: "Go")])
  }
}
