import Foundation
import MosaicHost
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 8, findings 7 and 14: `mosaic doctor` on a symlinked data folder and on the database's
  /// write-ahead log.
  @Suite struct DoctorStorageTests {
    let sandbox = HostSandbox()

    private func doctor(_ dataDirectory: URL) async throws -> (status: Int32, document: [String: Any], errors: String) {
      let result = await sandbox.run(["doctor", "--offline", "--json", "--data-dir", dataDirectory.path])
      let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
      return (result.status, try #require(document, "\(result.output)\(result.errors)"), result.errors)
    }

    private func directories(_ document: [String: Any]) -> [[String: Any]] {
      document["directories"] as? [[String: Any]] ?? []
    }

    @Test func symlinkedDataFolder_isJudgedByItsTarget_andNamesBoth() async throws {
      defer { sandbox.remove() }
      let target = sandbox.root.appendingPathComponent("target")
      try FileManager.default.createDirectory(
        at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let link = sandbox.root.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

      let (status, document, errors) = try await doctor(link)

      #expect(status == 0, "\(errors)")
      let data = try requireValue(directories(document).first { $0["role"] as? String == "data" })
      #expect(data["permissions"] as? String == "0700")
      #expect(data["path"] as? String == link.path)
      #expect(data["target"] as? String == target.path)
      #expect((data["files"] as? Int ?? 0) >= 1)
    }

    @Test func logLeftByAnUnfinishedRun_isANote_foldedIn_andTheNextRunIsClean() async throws {
      defer { sandbox.remove() }
      let data = sandbox.root.appendingPathComponent("data-wal")
      let added = await sandbox.run(["favorites", "add", "q5Aq-4pHXK9", "--data-dir", data.path])
      #expect(added.status == 0, "\(added.errors)")
      let log = data.appendingPathComponent("mosaic.sqlite-wal")
      #expect((try FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int) == 0)
      // What a killed run leaves: frames SQLite has not folded in (these are junk, so it ignores them).
      try Data(repeating: 7, count: 512).write(to: log)

      let (status, document, _) = try await doctor(data)

      // This run folds the log in, so there is nothing left to do: a note, not a problem.
      #expect(status == 0)
      #expect((document["problems"] as? [String])?.isEmpty == true)
      let notes = document["notes"] as? [String] ?? []
      #expect(notes.count == 1 && notes[0].contains("mosaic.sqlite-wal"), "\(notes)")
      let database = document["database"] as? [String: Any]
      #expect((database?["writeAheadLog"] as? [String: Any])?["state"] as? String == "pending")
      #expect(database?["favoriteCount"] as? Int == 1)
      let again = try await doctor(data)
      #expect(again.status == 0, "\(again.errors)")
      #expect((again.document["notes"] as? [String])?.isEmpty == true)
    }

    @Test func logWithoutItsDatabase_isAFinding_andTheDatabaseIsNotRecreated() async throws {
      defer { sandbox.remove() }
      let data = sandbox.root.appendingPathComponent("data-stray")
      try FileManager.default.createDirectory(
        at: data, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try Data(repeating: 7, count: 512).write(to: data.appendingPathComponent("mosaic.sqlite-wal"))

      let (status, document, _) = try await doctor(data)

      #expect(status == 1)
      #expect((document["problems"] as? [String])?.first?.contains("is missing") == true)
      #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("mosaic.sqlite").path))
    }
  }
}
