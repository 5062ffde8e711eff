import Core
import Foundation
import PluginHostLive
import PluginKit
import Testing

/// `mosaic plugins add --dev`: a plugin linked from its development folder, not copied; its rebuilt executable is
/// trusted as it is and its manifest read again; a folder holding the home or data folder is refused.
@Suite struct PluginDevTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-plugin-dev-\(UUID().uuidString)")
  var source: URL { root.appendingPathComponent("weather") }
  var store: PluginStore { PluginStore(folder: root.appendingPathComponent("data/plugins")) }

  static let answer = """
    send({"type": "output", "id": req["id"], "output": {"lines": ["build 1"]}})
    """

  private func run(_ plugin: InstalledPlugin, _ supervisor: PluginSupervisor) async throws -> [String]? {
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    return try await supervisor.send(request, to: plugin, language: .english).output?.lines
  }

  @Test func devPlugin_runsFromItsFolder_andARebuildIsTrustedWithoutTrust() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    let plugin = try store.addDev(from: source, protecting: [])
    #expect(plugin.dev == source.resolvingSymlinksInPath().path)
    #expect(!FileManager.default.fileExists(atPath: store.folder(of: "fake").appendingPathComponent("plugin.py").path))
    let first = PluginSupervisor(store: store)
    #expect(try await run(plugin, first) == ["build 1"])
    first.shutdown()

    // The author rebuilds: another executable, which a copied plugin would refuse until `plugins trust`.
    try FakePlugin.write(in: source, behaviour: Self.answer.replacingOccurrences(of: "build 1", with: "build 2"))
    let rebuilt = try #require(store.load().first)
    let second = PluginSupervisor(store: store)
    defer { second.shutdown() }
    #expect(try await run(rebuilt, second) == ["build 2"])
    #expect(try store.installed().first?.sha256 == store.currentHash(of: rebuilt).sha256)
    #expect(try store.installed().first?.sha256 != plugin.sha256)
  }

  @Test func devPlugin_manifestIsReadAgainOnEveryLoad() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    try store.addDev(from: source, protecting: [])
    try FakePlugin.write(in: source, behaviour: Self.answer, summary: "A renamed fake")
    #expect(store.load().first?.manifest.contributions.commands.first?.summary.en == "A renamed fake")
  }

  @Test func devFolder_holdingTheDataOrHomeFolder_isRefused() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    // The plugin's files at the top of a folder that also holds the data folder.
    try FakePlugin.write(in: root, behaviour: Self.answer)
    #expect {
      try store.addDev(from: root, protecting: [])
    } throws: { error in
      (error as? PluginHostError)?.code == .devFolderTooWide
    }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    let home = source.appendingPathComponent("home")
    #expect {
      try store.addDev(from: source, protecting: [home])
    } throws: { error in
      guard let error = error as? PluginHostError, error.code == .devFolderTooWide else { return false }
      return error.message(in: .english).contains("holds '\(home.path)'")
    }
    #expect(try store.installed().isEmpty)
  }

  @Test func devExecutable_thatMayNotRun_isRefusedWithTheFix() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: source.appendingPathComponent("plugin.py").path)
    #expect {
      try store.addDev(from: source, protecting: [])
    } throws: { error in
      guard let error = error as? PluginHostError, error.code == .notExecutable else { return false }
      return error.message(in: .english).hasSuffix("make it executable (`chmod +x`).")
    }
  }

  @Test func copiedPlugin_changed_isStillRefused() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    let plugin = try store.add(from: source)
    let installed = store.executableURL(of: plugin)
    try Data("#!/usr/bin/python3\n".utf8).write(to: installed)
    #expect(throws: PluginHostError(.changed, plugin: "fake")) { try store.verify(plugin) }
  }

  @Test func handshake_startsThePluginAndEndsIt() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FakePlugin.write(in: source, behaviour: Self.answer)
    let plugin = try store.addDev(from: source, protecting: [])
    let supervisor = PluginSupervisor(store: store)
    #expect(try supervisor.handshake(plugin, language: .english) == PluginSandbox.landlockABI)
    #expect(supervisor.running.isEmpty)
  }
}
