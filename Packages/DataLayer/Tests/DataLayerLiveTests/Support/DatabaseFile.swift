import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Testing

/// Runs `body` with a fresh database path in a temporary directory.
func withDatabaseFile<T>(_ body: (URL) async throws -> T) async throws -> T {
  try await withTemporaryDirectory { directory in
    try await body(directory.appendingPathComponent("mosaic.sqlite"))
  }
}

/// Opens the database at `url` and returns its favorites client.
func favorites(at url: URL, now: @escaping @Sendable () -> Date = Date.init) throws -> FavoritesClient {
  FavoritesStore(database: try AppDatabase(url: url), now: now).client
}

/// Runs `body` on a separate, plain SQLite connection to the database file, like another program would.
func withConnection<T>(_ url: URL, _ body: (Database) throws -> T) throws -> T {
  let queue = try DatabaseQueue(path: url.path)
  defer { try? queue.close() }
  return try queue.inDatabase(body)
}

/// The file's `PRAGMA user_version`, read by another connection.
func userVersion(_ url: URL) throws -> Int? {
  try withConnection(url) { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
}

/// Whether the file has a table called `name`, read by another connection.
func hasTable(_ name: String, _ url: URL) throws -> Bool {
  try withConnection(url) { db in try db.tableExists(name) }
}
