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

  /// The installed file rewritten in place (the same inode) between the check and the start: what runs is the
  /// sealed copy of the bytes that were checked. Fails when the child executes the installed file's descriptor.
  @Test(.enabled(if: PluginStore.startsSealedCopies, "this kernel offers no executable memfd (vm.memfd_noexec = 2)"))
  func fileRewrittenInPlaceAfterTheCheck_isNotTheOneThatRuns() async throws {
    let fake = try FakePlugin(behaviour: Self.reply("trusted"))
    let installed = fake.store.executableURL(of: fake.plugin)
    let rewritten = Data(FakePlugin.script(id: "fake", behaviour: Self.reply("rewritten"), hello: nil).utf8)
    let inode = try FileManager.default.attributesOfItem(atPath: installed.path)[.systemFileNumber] as? Int
    let connection = try PluginConnection.open(fake.plugin, store: fake.store, limits: .standard, language: "en") {
      // Same file, new bytes: what someone who can write the data folder could do between the check and the exec.
      let handle = FileHandle(forWritingAtPath: installed.path)
      try? handle?.truncate(atOffset: 0)
      try? handle?.write(contentsOf: rewritten)
      try? handle?.close()
    }
    defer { connection.shutdown() }
    #expect(try FileManager.default.attributesOfItem(atPath: installed.path)[.systemFileNumber] as? Int == inode)
    #expect(try Data(contentsOf: installed) == rewritten)
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    #expect(try await connection.send(request).output?.lines == ["trusted"])
    #expect(throws: PluginHostError(.changed, plugin: "fake")) { try fake.store.verify(fake.plugin) }
  }

  @Test(.enabled(if: PluginStore.startsSealedCopies, "this kernel offers no executable memfd (vm.memfd_noexec = 2)"))
  func sealedCopy_cannotBeWritten() throws {
    let fake = try FakePlugin(behaviour: Self.reply("trusted"))
    let descriptor = try fake.store.openVerified(fake.plugin)
    defer { close(descriptor) }
    // Reopened for writing through /proc (as anyone who can reach the descriptor could): no byte gets in.
    let writer = open("/proc/self/fd/\(descriptor)", O_WRONLY)
    defer { if writer >= 0 { close(writer) } }
    #expect(writer < 0 || write(writer, "x", 1) == -1)
    // F_GET_SEALS: seal, shrink, grow and write.
    let seals = fcntl(descriptor, 1034)
    #expect(seals >= 0 && seals & 0x000F == 0x000F)
  }
}
