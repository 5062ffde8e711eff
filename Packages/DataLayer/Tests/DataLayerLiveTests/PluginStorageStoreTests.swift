import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import TestExpectations
import Testing

/// Issue 21's per-plugin store in the one database: kept across runs, scoped by plugin, bounded in number, part of
/// an export and an import, and emptied with its plugin.
@Suite struct PluginStorageStoreTests {
  static func locations(_ root: URL) -> StorageLocations {
    StorageLocations(
      dataDirectory: root.appendingPathComponent("data"), cacheDirectory: root.appendingPathComponent("cache"))
  }

  @Test func values_surviveARun_andArePerPlugin() async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(locations: Self.locations(root))
      let storage = try handle.client(PluginStorageClient.self)
      #expect(try await storage.value("palette", "last") == nil)
      #expect(!handle.isOpen, "reading an absent key opens nothing")
      #expect(try await storage.set("palette", "last", "q5Aq-4pHXK9"))
      #expect(try await storage.set("palette", "last", "other"))
      #expect(try await storage.set("moon", "last", "moon's"))
      try handle.close()

      let reopened = DatabaseHandle(locations: Self.locations(root))
      let again = try reopened.client(PluginStorageClient.self)
      #expect(try await again.value("palette", "last") == "other")
      #expect(try await again.keys("palette") == ["last"])
      #expect(try await again.value("moon", "last") == "moon's")
      #expect(try await again.removeAll("palette") == 1)
      #expect(try await again.keys("palette") == [])
      #expect(try await again.value("moon", "last") == "moon's", "removing one plugin's keys leaves the others")
      try reopened.close()
    }
  }

  @Test func aPlugin_keepsAtMostTheMaximumKeys() async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(locations: Self.locations(root))
      let storage = try handle.client(PluginStorageClient.self)
      for index in 0..<PluginStorageClient.maximumKeys {
        #expect(try await storage.set("palette", "k\(index)", "v"))
      }
      #expect(try await storage.set("palette", "one-too-many", "v") == false)
      #expect(try await storage.set("palette", "k0", "replaced"), "an existing key can still change")
      #expect(try await storage.set("moon", "own", "v"), "another plugin has its own bound")
      #expect(try await storage.keys("palette").count == PluginStorageClient.maximumKeys)
      try handle.close()
    }
  }

  @Test func removeAll_ofAPluginThatStoredNothing_createsNoDatabase() async throws {
    try await withTemporaryDirectory { root in
      let locations = Self.locations(root)
      let handle = DatabaseHandle(locations: locations)
      #expect(try await handle.client(PluginStorageClient.self).removeAll("palette") == 0)
      #expect(!FileManager.default.fileExists(atPath: locations.databaseURL.path))
      try handle.close()
    }
  }

  @Test func exportAndImport_carryTheKeys() async throws {
    try await withTemporaryDirectory { root in
      let source = DatabaseHandle(locations: Self.locations(root.appendingPathComponent("a")))
      #expect(try await source.client(PluginStorageClient.self).set("palette", "last", "q5Aq-4pHXK9"))
      let document = try await source.export()
      #expect(document.sections["pluginStorage"]?.items.count == 1)
      try source.close()

      let target = DatabaseHandle(locations: Self.locations(root.appendingPathComponent("b")))
      let storage = try target.client(PluginStorageClient.self)
      #expect(try await storage.set("palette", "last", "kept"))
      #expect(try await storage.set("palette", "mine", "only here"))
      let merged = try await target.transfer().importDocument(document, path: "backup.json", mode: .merge)
      expectEqual(merged.sections.first { $0.section == "pluginStorage" }?.unchanged, 1)
      #expect(try await storage.value("palette", "last") == "kept", "merge keeps what is stored")
      let replaced = try await target.transfer().importDocument(document, path: "backup.json", mode: .replace)
      expectEqual(replaced.sections.first { $0.section == "pluginStorage" }?.removed, 1)
      #expect(try await storage.value("palette", "last") == "q5Aq-4pHXK9")
      #expect(try await storage.keys("palette") == ["last"])
      try target.close()
    }
  }

  @Test func import_refusesAKeyOutOfBounds_changingNothing() async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(locations: Self.locations(root))
      let storage = try handle.client(PluginStorageClient.self)
      #expect(try await storage.set("palette", "last", "kept"))
      let long = String(repeating: "k", count: PluginStorageClient.maximumKeyBytes + 1)
      for item in [
        #"{"plugin":"palette","key":"\#(long)","value":"v","updatedAt":"2026-11-26T10:00:00Z"}"#,
        #"{"plugin":"Not An Id","key":"k","value":"v","updatedAt":"2026-11-26T10:00:00Z"}"#,
      ] {
        let json =
          #"{"format":"mosaic-export","version":1,"exportedAt":"2026-11-26T10:00:00Z","sections":{"#
          + #""pluginStorage":{"version":1,"items":[\#(item)]}}}"#
        let document = try TransferDocument.decode(Data(json.utf8), path: "bad.json")
        await #expect(throws: DataLayerError.self) {
          _ = try await handle.transfer().importDocument(document, path: "bad.json", mode: .replace)
        }
      }
      #expect(try await storage.keys("palette") == ["last"])
      try handle.close()
    }
  }
}
