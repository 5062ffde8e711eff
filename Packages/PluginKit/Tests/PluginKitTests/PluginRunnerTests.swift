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
