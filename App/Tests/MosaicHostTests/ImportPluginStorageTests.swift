import Foundation
import Testing

@testable import MosaicHost

extension HostRuns {
  /// `mosaic import` brings a plugin's stored keys in only for an installed plugin: the keys of one that is not stay
  /// in the file, with one sentence naming it and how to bring them in, and the same file imported again once the
  /// plugin is added brings them.
  @Suite struct ImportPluginStorageTests {
    let sandbox = HostSandbox()

    func backup() throws -> URL {
      let file = sandbox.root.appendingPathComponent("backup.json")
      try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
      let items = [("plain", "note", "kept"), ("ghost", "token", "secret"), ("ghost", "last", "x")].map {
        #"{"plugin":"\#($0.0)","key":"\#($0.1)","value":"\#($0.2)","updatedAt":"2026-11-26T10:00:00Z"}"#
      }
      let json =
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-11-26T10:00:00Z","sections":{"#
        + #""pluginStorage":{"version":1,"items":[\#(items.joined(separator: ","))]}}}"#
      try Data(json.utf8).write(to: file)
      return file
    }

    /// The plugins and keys an export of the sandbox holds.
    func storedKeys() async throws -> [String] {
      let file = sandbox.root.appendingPathComponent("export-\(UUID().uuidString).json")
      let exported = await sandbox.run(["export", "--output", file.path])
      #expect(exported.status == 0, "\(exported.errors)")
      let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
      let sections = document?["sections"] as? [String: Any]
      let items = (sections?["pluginStorage"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
      return items.map { "\($0["plugin"] ?? "")/\($0["key"] ?? "")" }
    }

    @Test func theKeysOfAPluginNotInstalled_stayInTheFile_withOneSentence_untilItIsAdded() async throws {
      defer { sandbox.remove() }
      try TestPlugin.write(in: sandbox.root.appendingPathComponent("plain"), id: "plain")
      #expect(await sandbox.run(["plugins", "add", sandbox.root.appendingPathComponent("plain").path]).status == 0)
      let file = try backup()

      let imported = await sandbox.run(["import", file.path])
      #expect(imported.status == 0, "\(imported.errors)")
      #expect(
        imported.output.contains(
          "  pluginStorage: 2 keys of plugin 'ghost' left in the file, as it is not installed; add it with "
            + "`mosaic plugins add FOLDER`, then import this file again.\n"), "\(imported.output)")
      #expect(imported.output.contains("  pluginStorage: 1 added, 0 already saved, 0 removed"), "\(imported.output)")
      #expect(try await storedKeys() == ["plain/note"], "nothing is kept for a plugin that is not installed")

      let json = await sandbox.run(["import", file.path, "--json"])
      let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
      let left = document?["pluginsNotInstalled"] as? [[String: Any]]
      #expect(left?.count == 1 && left?.first?["plugin"] as? String == "ghost" && left?.first?["keys"] as? Int == 2)

      try TestPlugin.write(in: sandbox.root.appendingPathComponent("ghost"), id: "ghost")
      #expect(await sandbox.run(["plugins", "add", sandbox.root.appendingPathComponent("ghost").path]).status == 0)
      let again = await sandbox.run(["import", file.path])
      #expect(again.status == 0, "\(again.errors)")
      #expect(!again.output.contains("left in the file"), "\(again.output)")
      #expect(again.output.contains("  pluginStorage: 2 added, 1 already saved, 0 removed"), "\(again.output)")
      #expect(try await storedKeys() == ["ghost/last", "ghost/token", "plain/note"])
    }
  }
}
