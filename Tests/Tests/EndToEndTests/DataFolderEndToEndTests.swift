import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 19 — the data folder, its database and the picture cache, with the built binary: help that says what
/// the folder holds (item 6), folders Mosaic did not create keep their mode and `doctor` warns (17), an
/// impossible schema version is one sentence (18), a link or a folder of the wrong kind is never followed (24),
/// and doctor finds a dropped table (25).
@Suite struct DataFolderEndToEndTests {
  @Test func help_saysTheDataFolderHoldsTheWholeDatabase() async throws {
    try await withSandbox { sandbox in
      let help = try await sandbox.mosaic(["favorites", "add", "--help"])
      #expect(help.status == 0, "\(help)")
      // Help wraps at 80 columns: compare the words.
      let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(words.contains("Where the database is kept: favorites, saved articles, search history"), "\(help)")
      #expect(!words.contains("Where favorites are stored"), "\(help)")
    }
  }

  /// A folder of the sandbox with `mode`, as the person made it.
  private func folder(_ sandbox: Sandbox, _ name: String, mode: Int) throws -> URL {
    let url = sandbox.root.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    #expect(chmod(url.path, mode_t(mode)) == 0)
    return url
  }

  private func mode(_ url: URL) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
  }

  @Test func existingFolders_keepTheirMode_andDoctorWarnsInBothLanguages() async throws {
    try await withSandbox { sandbox in
      let data = try folder(sandbox, "shared-data", mode: 0o2775)
      let cache = try folder(sandbox, "shared-cache", mode: 0o755)
      let flags = ["--data-dir", data.path, "--cache-dir", cache.path]

      let report = try await sandbox.mosaic(["doctor", "--offline", "--json"] + flags)
      let favorite = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"] + flags)

      #expect(report.status == 0, "\(report)")
      #expect(favorite.status == 0, "\(favorite)")
      let document = try jsonObject(report.stdout)
      #expect(document["problems"] as? [String] == [])
      let warnings = try #require(document["warnings"] as? [String])
      #expect(warnings.count == 2, "\(warnings)")
      #expect(warnings.first?.contains("'\(data.path)' has permissions 2775") == true, "\(warnings)")
      #expect(try mode(data) == 0o2775)
      #expect(try mode(cache) == 0o755)

      let text = try await sandbox.mosaic(["doctor", "--offline"] + flags)
      #expect(text.status == 0, "\(text)")
      #expect(text.stdout.contains("No problems found; 2 warnings."), "\(text)")
      #expect(text.stdout.contains("so other users can change what is in it"), "\(text)")
      _ = try await sandbox.mosaic(["settings", "set", "language", "de"] + flags)
      let german = try await sandbox.mosaic(["doctor", "--offline"] + flags)
      #expect(german.stdout.contains("Keine Probleme gefunden; 2 Warnungen."), "\(german)")
      #expect(german.stdout.contains("Der Datenordner '\(data.path)' hat die Rechte 2775"), "\(german)")
      #expect(try mode(data) == 0o2775)
    }
  }

  @Test func existingFolder_keepsItsMode_whenTheCommandFails() async throws {
    try await withSandbox { sandbox in
      let data = try folder(sandbox, "open-data", mode: 0o777)
      try Data("not a database".utf8).write(to: data.appendingPathComponent("mosaic.sqlite"))

      let result = try await sandbox.mosaic(
        ["favorites", "add", "q5Aq-4pHXK9"], environment: ["MOSAIC_DATA_DIR": data.path])
      let doctor = try await sandbox.mosaic(["doctor", "--offline"], environment: ["MOSAIC_DATA_DIR": data.path])

      expectOneSentenceError(result, containing: "is not an SQLite database")
      #expect(doctor.status == 1, "\(doctor)")
      #expect(try mode(data) == 0o777)
    }
  }

  @Test func flagLikeDataVariable_isRefusedLikeTheFlag() async throws {
    try await withSandbox { sandbox in
      for (name, value) in [("MOSAIC_DATA_DIR", "-"), ("MOSAIC_CACHE_DIR", "--help")] {
        let result = try await ProcessRunner.run(
          try Binaries.mosaic(), ["favorites", "add", "q5Aq-4pHXK9"], environment: sandbox.environment([name: value]),
          currentDirectory: sandbox.root)
        expectOneSentenceError(result, containing: "\(name) ('\(value)') is blank or looks like a flag")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(value).path))
      }
    }
  }

  /// Writes `version` as the database's `user_version` (bytes 60–63 of the header, big-endian), as another
  /// program could; the run that wrote the favorite folded its log into the file.
  private func setUserVersion(_ version: Int32, _ database: URL) throws {
    let handle = try FileHandle(forUpdating: database)
    defer { try? handle.close() }
    try handle.seek(toOffset: 60)
    try handle.write(contentsOf: withUnsafeBytes(of: UInt32(bitPattern: version).bigEndian) { Data($0) })
  }

  @Test func negativeSchemaVersion_isOneSentence_alsoInDoctor() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      try #require(added.status == 0, "\(added)")
      try setUserVersion(-1, sandbox.dataDirectory.appendingPathComponent("mosaic.sqlite"))

      let list = try await sandbox.mosaic(["favorites"])
      let doctor = try await sandbox.mosaic(["doctor", "--offline", "--json"])

      expectOneSentenceError(list, containing: "(schema version -1, this one knows up to")
      #expect(doctor.status == 1, "\(doctor)")
      #expect(!doctor.stderr.contains("Fatal error"), "\(doctor)")
      let problems = try #require(try jsonObject(doctor.stdout)["problems"] as? [String])
      expectSome(problems, "\(problems)") { $0.contains("was not written by any version of mosaic") }
    }
  }

  @Test(.enabled(if: sqlite3 != nil, "needs the sqlite3 program (make deps installs it)"))
  func droppedTable_isAProblem_notNoProblemsFound() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      try #require(added.status == 0, "\(added)")
      let database = sandbox.dataDirectory.appendingPathComponent("mosaic.sqlite")
      let dropped = try await ProcessRunner.run(
        try #require(Self.sqlite3), [database.path, "DROP TABLE favorites"], environment: sandbox.environment())
      try #require(dropped.status == 0, "\(dropped)")

      let doctor = try await sandbox.mosaic(["doctor", "--offline", "--json"])
      let text = try await sandbox.mosaic(["doctor", "--offline"])

      #expect(doctor.status == 1, "\(doctor)")
      let problems = try #require(try jsonObject(doctor.stdout)["problems"] as? [String])
      expectSome(problems, "\(problems)") { $0.contains("lacks 'favorites'") }
      #expect(!text.stdout.contains("No problems found"), "\(text)")
    }
  }

  static let sqlite3: URL? = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    .map { URL(fileURLWithPath: $0).appendingPathComponent("sqlite3") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  @Test func linkedPictureFolder_isNotFollowed_andDoctorNamesIt() async throws {
    try await withSandbox { sandbox in
      let victim = try folder(sandbox, "photos", mode: 0o755)
      try Data("someone's picture".utf8).write(to: victim.appendingPathComponent("7.img"))
      try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
      let link = sandbox.cacheDirectory.appendingPathComponent("images")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

      let clear = try await sandbox.mosaic(["cache", "clear", "images"])
      let doctor = try await sandbox.mosaic(["doctor", "--offline", "--json"])

      #expect(clear.status == 0, "\(clear)")
      #expect(try mode(victim) == 0o755)
      #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["7.img"])
      #expect(doctor.status == 1, "\(doctor)")
      let problems = try #require(try jsonObject(doctor.stdout)["problems"] as? [String])
      expectSome(problems, "\(problems)") { $0.contains("The picture cache '\(link.path)' is a symbolic link") }
    }
  }

  @Test func linkedDatabase_isRefused_andItsTargetUntouched() async throws {
    try await withSandbox { sandbox in
      let other = try folder(sandbox, "other", mode: 0o700)
      let added = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9", "--data-dir", other.path])
      try #require(added.status == 0, "\(added)")
      let target = other.appendingPathComponent("mosaic.sqlite")
      #expect(chmod(target.path, 0o644) == 0)
      let before = try Data(contentsOf: target)
      let data = try folder(sandbox, "linked", mode: 0o700)
      let link = data.appendingPathComponent("mosaic.sqlite")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

      let result = try await sandbox.mosaic(["favorites", "add", "1Q_sFD9bCji", "--data-dir", data.path])

      expectOneSentenceError(result, containing: "'\(link.path)' is a symbolic link")
      #expect(try Data(contentsOf: target) == before)
      #expect(try mode(target) == 0o644)
    }
  }
}
