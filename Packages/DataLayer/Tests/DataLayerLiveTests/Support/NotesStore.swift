import DataLayerLive
import GRDB

/// A store that ships after the ones this build has, as saved articles, search history and settings did.
enum NotesStore {
  static let v1 = DatabaseMigration(store: "notes", name: "v1") { db in
    try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
  }

  /// The history of a later build: what this one shipped, with the notes appended.
  static let history = SchemaHistory(SchemaHistory.current.migrations + [v1])
}

/// A migration that fails halfway, after changing the schema.
struct MigrationFailure: Error {}

let brokenNotes = DatabaseMigration(store: "notes", name: "v1") { db in
  try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY)")
  throw MigrationFailure()
}
