import Foundation
import PluginKit
import Testing

@testable import PluginHostLive

/// The hash is checked on the file that runs: a file renamed over the checked one between the check and the start
/// is not the one that runs (the child executes the checked descriptor), and the next start refuses it.
@Suite struct PluginSwapTests {
  static func reply(_ line: String) -> String {
    "send({'type': 'output', 'id': req['id'], 'output': {'lines': ['\(line)']}})"
  }

  @Test func fileSwappedAfterTheCheck_isNotTheOneThatRuns() async throws {
    let fake = try FakePlugin(behaviour: Self.reply("trusted"))
    let installed = fake.store.executableURL(of: fake.plugin)
    let other = installed.deletingLastPathComponent().appendingPathComponent("other.py")
    try Data(FakePlugin.script(id: "fake", behaviour: Self.reply("swapped"), hello: nil).utf8).write(to: other)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: other.path)
    let connection = try PluginConnection.open(fake.plugin, store: fake.store, limits: .standard, language: "en") {
      // What someone who can write the data folder could do between the check and the exec.
      #expect(rename(other.path, installed.path) == 0)
    }
    defer { connection.shutdown() }
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    #expect(try await connection.send(request).output?.lines == ["trusted"])
    #expect(throws: PluginHostError(.changed, plugin: "fake")) { try fake.store.verify(fake.plugin) }
  }
}
