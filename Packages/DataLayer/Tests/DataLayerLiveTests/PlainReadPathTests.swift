import Core
import CoreTestSupport
import DataLayer
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Synchronization
import Testing

@testable import DataLayerLive

/// Issue 23: the hot reads go through SQLite's C API (``PlainReader``) and answer exactly what GRDB's read-only
/// connection (``DatabaseReader``) answers on the same real file; where they cannot (another schema version, not a
/// database, a value GRDB converts), they answer nothing and the GRDB path answers as before.
@Suite struct PlainReadPathTests {
  /// Every hot read, as one value.
  struct Answers: Equatable {
    var ids: Set<String>
    var list: [Favorite]
    var isFavorite: [Bool]
    var favorite: [Favorite?]
    var settings: Settings
    var readIDs: Set<String>
    var savedIDs: Set<String>
  }

  static let probes = ["a", "b", "c", "bad", "blob", "nobody"]
  static let none = Answers(
    ids: [], list: [], isFavorite: probes.map { _ in false }, favorite: probes.map { _ in nil }, settings: .defaults,
    readIDs: [], savedIDs: [])

  /// The answers of the plain path, `nil` when it leaves any read to the GRDB path.
  static func plain(_ url: URL) -> Answers? {
    let reader = PlainReader(url: url, version: SchemaHistory.current.version)
    defer { reader.close() }
    guard let ids = reader.read(absent: [], { try FavoritesQueries.ids($0) }),
      let list = reader.read(absent: [], { try FavoritesQueries.list($0) }),
      let settings = reader.read(absent: .defaults, { try SettingsStore.read($0) }),
      let readIDs = reader.read(absent: [], { try $0.textSet("SELECT article_id FROM read_articles") }),
      let savedIDs = reader.read(absent: [], { try $0.textSet("SELECT article_id FROM saved_articles") })
    else { return nil }
    var isFavorite: [Bool] = []
    var favorite: [Favorite?] = []
    for id in probes {
      guard let one = reader.read(absent: false, { try FavoritesQueries.isFavorite(id, $0) }),
        let found = reader.read(absent: nil, { try FavoritesQueries.favorite(id, $0) })
      else { return nil }
      isFavorite.append(one)
      favorite.append(found)
    }
    return Answers(
      ids: ids, list: list, isFavorite: isFavorite, favorite: favorite, settings: settings, readIDs: readIDs,
      savedIDs: savedIDs)
  }

  /// The answers of GRDB's read-only connection, `nil` when it leaves the file to the writer.
  static func grdb(_ url: URL) throws -> Answers? {
    let reader = DatabaseReader(url: url, history: .current)
    defer { reader.close() }
    guard let ids = try reader.read(absent: [], { try FavoritesQueries.ids($0) }),
      let list = try reader.read(absent: [], { try FavoritesQueries.list($0) }),
      let settings = try reader.read(absent: .defaults, { try SettingsStore.read($0) }),
      let readIDs = try reader.read(absent: [], { try ReadArticlesStore.ids($0) }),
      let savedIDs = try reader.read(absent: [], { try SavedArticlesQueries.ids($0) })
    else { return nil }
    var isFavorite: [Bool] = []
    var favorite: [Favorite?] = []
    for id in probes {
      guard let one = try reader.read(absent: false, { try FavoritesQueries.isFavorite(id, $0) }),
        let found = try reader.read(absent: nil, { try FavoritesQueries.favorite(id, $0) })
      else { return nil }
      isFavorite.append(one)
      favorite.append(found)
    }
    return Answers(
      ids: ids, list: list, isFavorite: isFavorite, favorite: favorite, settings: settings, readIDs: readIDs,
      savedIDs: savedIDs)
  }

  /// What a handle's clients answer (the plain path first, then GRDB's, then the writer).
  static func clients(_ handle: DatabaseHandle) async throws -> Answers {
    var isFavorite: [Bool] = []
    var favorite: [Favorite?] = []
    for id in probes {
      isFavorite.append(try await handle.favorites.isFavorite(id))
      favorite.append(try await handle.favorites.favorite(id))
    }
    return Answers(
      ids: try await handle.favorites.favoriteIDs(), list: try await handle.favorites.list(), isFavorite: isFavorite,
      favorite: favorite, settings: try await handle.settings.load(),
      readIDs: try await handle.client(ReadArticlesClient.self).readIDs(),
      savedIDs: try await handle.savedArticles.savedIDs())
  }

  func withLocations<T>(_ body: (StorageLocations) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { root in
      try await body(
        StorageLocations(
          dataDirectory: root.appendingPathComponent("data/mosaic", isDirectory: true),
          cacheDirectory: root.appendingPathComponent("cache/mosaic", isDirectory: true)))
    }
  }

  /// Favorites a, b and c (c added last), two settings, a read and a saved article, and rows GRDB skips.
  func fill(_ locations: StorageLocations) async throws {
    let clock = Mutex(1_795_000_000.0)
    let handle = DatabaseHandle(
      locations: locations,
      now: {
        Date(
          timeIntervalSince1970: clock.withLock {
            $0 += 60; return $0
          })
      })
    for id in ["a", "b", "c"] { try await handle.favorites.add(.fixture(id)) }
    _ = try await handle.settings.set(.language(.german))
    _ = try await handle.settings.set(.theme(.light))
    _ = try await handle.client(ReadArticlesClient.self).markRead("read-1")
    _ = try await handle.savedArticles.save(try .fixture("saved-1"))
    try handle.close()
    try withConnection(locations.databaseURL) { db in
      // An unreadable snapshot and an unknown setting: both paths skip them.
      try db.execute(sql: "INSERT INTO favorites (photo_id, added_at, snapshot) VALUES ('bad', 5, 'not json')")
      try db.execute(sql: "INSERT INTO settings (key, value, updated_at) VALUES ('future', 'x', 0)")
    }
  }

  @Test func noFile_answersAbsent_asTheGRDBPath_andCreatesNothing() async throws {
    try await withLocations { locations in
      let url = locations.databaseURL
      #expect(Self.plain(url) == Self.none)
      let grdb = try Self.grdb(url)
      #expect(grdb == Self.none)
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))
    }
  }

  @Test func anEmptyDatabase_answersAsTheGRDBPath() async throws {
    try await withLocations { locations in
      let handle = DatabaseHandle(locations: locations)
      _ = try handle.favoritesStore()
      try handle.close()

      let plain = try #require(Self.plain(locations.databaseURL))
      #expect(plain == Self.none)
      let grdb = try Self.grdb(locations.databaseURL)
      #expect(grdb == plain)
    }
  }

  @Test func rowsPresent_answerAsTheGRDBPath_andTheClientsAnswerTheSame() async throws {
    try await withLocations { locations in
      try await fill(locations)

      let plain = try #require(Self.plain(locations.databaseURL))
      #expect(plain.list.map(\.photo.id) == ["c", "b", "a"])
      #expect(plain.ids == ["a", "b", "c", "bad"])
      #expect(plain.settings.language == .german && plain.settings.theme == .light)
      #expect(plain.readIDs == ["read-1"] && plain.savedIDs.count == 1)
      let grdb = try Self.grdb(locations.databaseURL)
      #expect(grdb == plain)
      let handle = DatabaseHandle(locations: locations)
      #expect(try await Self.clients(handle) == plain)
      #expect(!handle.isOpen)
    }
  }

  /// A BLOB where GRDB decodes UTF-8: the plain path leaves it to GRDB, and the client's answer is GRDB's.
  @Test func aValueGRDBConverts_isLeftToTheGRDBPath() async throws {
    try await withLocations { locations in
      try await fill(locations)
      let snapshot = try Snapshot.encode(.fixture("blob"))
      try withConnection(locations.databaseURL) { db in
        try db.execute(
          sql: "INSERT INTO favorites (photo_id, added_at, snapshot) VALUES ('blob', 9, CAST(? AS BLOB))",
          arguments: [snapshot])
      }
      let grdb = try #require(try Self.grdb(locations.databaseURL))

      #expect(Self.plain(locations.databaseURL) == nil)
      let handle = DatabaseHandle(locations: locations)
      #expect(try await Self.clients(handle) == grdb)
      #expect(!handle.isOpen)
    }
  }

  @Test(arguments: [1, -1])
  func anotherSchemaVersion_isLeftToTheGRDBPath(_ offset: Int) async throws {
    try await withLocations { locations in
      try await fill(locations)
      let version = SchemaHistory.current.version + offset
      try withConnection(locations.databaseURL) { db in try db.execute(sql: "PRAGMA user_version = \(version)") }

      #expect(Self.plain(locations.databaseURL) == nil)
      let grdb = try Self.grdb(locations.databaseURL)
      #expect(grdb == nil)
      let handle = DatabaseHandle(locations: locations)
      if offset > 0 {
        let failure = await #expect(throws: DataLayerError.self) { try await handle.favorites.favoriteIDs() }
        #expect(failure?.code == .newerSchema)
      }
      try handle.close()
    }
  }

  @Test func aFileThatIsNotADatabase_isLeftToTheGRDBPath() async throws {
    try await withLocations { locations in
      try locations.prepare()
      let url = locations.databaseURL
      try Data(repeating: 0x41, count: 8192).write(to: url)
      #expect(chmod(url.path, 0o600) == 0)

      #expect(Self.plain(url) == nil)
      let grdb = try Self.grdb(url)
      #expect(grdb == nil)
    }
  }

  /// Another process in the middle of a write (WAL): both paths read the last commit, without waiting.
  @Test func aWriterHoldingTheLock_answersTheLastCommit_asTheGRDBPath() async throws {
    try await withLocations { locations in
      try await fill(locations)
      let url = locations.databaseURL
      let writer = try DatabaseQueue(path: url.path)
      defer { try? writer.close() }
      let (plain, grdb) = try writer.inDatabase { db in
        try db.execute(sql: "BEGIN IMMEDIATE")
        defer { try? db.execute(sql: "ROLLBACK") }
        try db.execute(sql: "DELETE FROM favorites WHERE photo_id = 'a'")
        try db.execute(sql: "UPDATE settings SET value = 'en' WHERE key = 'language'")
        return (Self.plain(url), try Self.grdb(url))
      }

      let answers = try #require(plain)
      #expect(answers.ids.contains("a") && answers.settings.language == .german)
      #expect(grdb == answers)
    }
  }
}
