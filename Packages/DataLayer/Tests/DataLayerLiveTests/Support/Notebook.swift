import DataLayer
import DataLayerLive
import Foundation
import GRDB

/// The client of ``Notebook``: what a feature would resolve.
struct NotesClient: Sendable {
  var add: @Sendable (String) async throws -> Void
  var list: @Sendable () async throws -> [String]
}

/// A store added the way a new store is: one ``StoreDefinition`` (``definition``), one entry in a handle's list.
/// Its migration ships as `user_version` 11, after the ten migrations of this build.
final class Notebook: Sendable, ExportableStore {
  static let v1 = DatabaseMigration(store: "notes", name: "v1", userVersion: 11) { db in
    try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
  }

  static let definition = StoreDefinition.store(
    "notes", migrations: [v1], client: NotesClient.self, open: { database, _ in Notebook(database: database) },
    export: { $0 }
  ) { access in
    NotesClient(
      add: { text in try await access.open().client.add(text) },
      list: { try await access.read(absent: [], { db in try Notebook.list(db) }) { try await $0.client.list() } })
  }

  let database: AppDatabase

  init(database: AppDatabase) {
    self.database = database
  }

  var client: NotesClient {
    let database = database
    return NotesClient(
      add: { text in
        try await database.write { db in try db.execute(sql: "INSERT INTO notes (text) VALUES (?)", arguments: [text]) }
      },
      list: { try await database.read { db in try Notebook.list(db) } })
  }

  static func list(_ db: Database) throws -> [String] {
    guard try db.tableExists("notes") else { return [] }
    return try String.fetchAll(db, sql: "SELECT text FROM notes ORDER BY id")
  }

  var sectionName: String { "notes" }
  var sectionVersion: Int { 1 }

  func exportItems(_ db: Database) throws -> [TransferValue] {
    try Self.list(db).map(TransferValue.string)
  }

  func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  ) throws -> TransferCount {
    var count = TransferCount(section: sectionName)
    if mode == .replace { try db.execute(sql: "DELETE FROM notes") }
    let saved = Set(try Self.list(db))
    for case .string(let text) in section.items {
      if saved.contains(text) {
        count.unchanged += 1
      } else {
        try db.execute(sql: "INSERT INTO notes (text) VALUES (?)", arguments: [text])
        count.added += 1
      }
    }
    return count
  }
}
