import Foundation
import PluginKit
import Testing

@testable import PluginHostLive

/// The start index (`plugins/index.start`): a run reads it instead of decoding `index.json` while it matches, and a
/// corrupt, truncated, stale or hostile one is never trusted: the run reads `index.json` and writes it again, and
/// nothing installed is lost.
@Suite struct PluginStartIndexTests {
  /// A store with two plugins, one of them with every kind of contribution and text that needs escaping.
  static func store() throws -> (PluginStore, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-start-\(UUID().uuidString)")
    let store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
    try FakePlugin.write(in: root.appendingPathComponent("a"), id: "alpha", behaviour: "pass")
    try store.add(from: root.appendingPathComponent("a"))
    let command = CommandSpec(
      name: "beta", summary: LocalizedText(en: "100% sure", de: "Zu 100 % sicher"),
      arguments: [ArgumentSpec(name: "day", help: "A day\twith a tab\nand a line", optional: true)],
      options: [OptionSpec(name: "days", help: "How many"), OptionSpec(name: "ascii", help: "", flag: true)])
    try FakePlugin.write(
      in: root.appendingPathComponent("b"), id: "beta", behaviour: "pass", commands: [command],
      routes: [RouteSpec(pattern: "beta/:day", summary: "Ä day — %41")],
      sections: [SectionSpec(id: "palette", slot: "photo", title: LocalizedText(en: "Palette"))])
    try store.add(from: root.appendingPathComponent("b"))
    return (store, root)
  }

  @Test func startIndex_holdsWhatTheJSONIndexHolds_andIsWhatARunReads() throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let recorded = try store.installed()
    #expect(recorded.count == 2)
    let start = try store.readStartIndex()
    #expect(start.entries.map(\.plugin) == recorded)
    #expect(try PluginStartIndex(bytes: start.encoded()) == start)
    let written = PluginFileStamp(path: store.startIndexURL.path)
    #expect(store.load() == recorded)
    #expect(PluginFileStamp(path: store.startIndexURL.path) == written, "read, not written again")
  }

  /// Each damage of the start index, and what the run must still see: the plugins `index.json` holds.
  static let damages: [(id: String, damage: @Sendable ([UInt8]) -> [UInt8])] = [
    ("truncated", { Array($0.prefix($0.count / 2)) }),
    (
      "one byte changed",
      { bytes in
        var changed = bytes
        changed[changed.count / 2] ^= 0x01
        return changed
      }
    ),
    ("empty", { _ in [] }),
    ("garbage", { _ in Array("\u{1B}[2J not an index\n".utf8) }),
    (
      "hostile id, checksum fixed",
      { bytes in
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "plugin\tbeta", with: "plugin\t../x")
        return rechecked(text)
      }
    ),
    (
      "a command that is not a name, checksum fixed",
      { bytes in
        rechecked(
          String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "command\tbeta", with: "command\tBe ta"))
      }
    ),
    (
      "a line it does not know, checksum fixed",
      { bytes in rechecked(String(decoding: bytes, as: UTF8.self) + "exec\t/bin/sh\n") }
    ),
  ]

  /// `text` (without its `end` line) with a fresh `end` line, as someone forging it would write it.
  static func rechecked(_ text: String) -> [UInt8] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    lines.removeAll { $0.hasPrefix("end\t") }
    let body = lines.joined(separator: "\n") + "\n"
    return Array((body + "end\t\(lines.count)\t\(PluginStartIndex.checksum(Array(body.utf8)))\n").utf8)
  }

  @Test(arguments: 0..<damages.count)
  func damagedStartIndex_isNotTrusted_theRunReadsTheJSONIndex_andWritesItAgain(_ index: Int) throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let recorded = try store.installed()
    let good = try Data(contentsOf: store.startIndexURL)
    let damaged = Self.damages[index].damage(Array(good))
    try Data(damaged).write(to: store.startIndexURL)
    #expect(throws: PluginStartIndex.Refusal.self, "\(Self.damages[index].id)") {
      try PluginStartIndex(bytes: damaged)
    }
    #expect(store.load() == recorded, "\(Self.damages[index].id)")
    #expect(try store.readStartIndex().entries.map(\.plugin) == recorded, "written again")
    #expect(try store.installed() == recorded, "nothing installed is lost")
  }

  @Test func staleStartIndex_fromAnOlderIndex_isNotUsed() throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let older = try Data(contentsOf: store.startIndexURL)
    try store.remove("alpha")
    // Someone puts the start index of before the removal back: it names another index.json, so it is not read.
    try older.write(to: store.startIndexURL)
    #expect(store.load().map(\.manifest.id) == ["beta"])
  }

  @Test func indexJSONChangedInPlace_isReadAgain() throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    // The JSON index edited by hand (same inode): the stamp differs, the JSON is read.
    let text = try String(contentsOf: store.indexURL, encoding: .utf8)
    let handle = try FileHandle(forWritingTo: store.indexURL)
    try handle.write(contentsOf: Data(text.replacingOccurrences(of: "\"Fake\"", with: "\"Faux\"").utf8))
    try handle.close()
    #expect(store.load().map(\.manifest.names.en) == ["Faux", "Faux"])
  }

  @Test func noJSONIndex_nothingIsInstalled_whateverTheStartIndexSays() throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.removeItem(at: store.indexURL)
    #expect(FileManager.default.fileExists(atPath: store.startIndexURL.path))
    #expect(store.load().isEmpty)
  }

  @Test func devPlugin_aChangedManifest_isReadAgain() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-start-dev-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("weather")
    let store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
    try FakePlugin.write(in: source, behaviour: "pass")
    try store.addDev(from: source, protecting: [])
    #expect(store.load().first?.manifest.contributions.commands.first?.summary.en == "A fake")
    try FakePlugin.write(in: source, behaviour: "pass", summary: "Rebuilt")
    #expect(store.load().first?.manifest.contributions.commands.first?.summary.en == "Rebuilt")
    #expect(
      try store.readStartIndex().entries.first?.plugin.manifest.contributions.commands.first?.summary.en == "Rebuilt")
  }

  /// A start index forged to trust a changed executable (its checksum and stamp made right) does not make it run:
  /// the trusted hash is read from `index.json` before every start.
  @Test func forgedHashInTheStartIndex_doesNotMakeAChangedExecutableRun() throws {
    let (store, root) = try Self.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let plugin = try #require(store.load().first)
    let executable = store.executableURL(of: plugin)
    try Data(FakePlugin.script(id: "alpha", behaviour: "pass # changed", hello: nil).utf8).write(to: executable)
    let changed = try store.currentHash(of: plugin).sha256
    let text = try String(contentsOf: store.startIndexURL, encoding: .utf8)
    try Data(Self.rechecked(text.replacingOccurrences(of: plugin.sha256, with: changed))).write(to: store.startIndexURL)
    let forged = try #require(store.load().first)
    #expect(forged.sha256 == changed, "the forged copy passes every check of its own")
    #expect(throws: PluginHostError(.changed, plugin: "alpha")) { try store.verify(forged) }
    #expect(throws: PluginHostError(.changed, plugin: "alpha")) { try store.openVerified(forged) }
  }
}
