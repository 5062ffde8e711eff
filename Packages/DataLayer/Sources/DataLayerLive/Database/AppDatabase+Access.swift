import DataLayer
import Foundation
import GRDB

extension AppDatabase {
  /// Runs `updates` in one IMMEDIATE transaction, so it waits for another process's write instead of
  /// failing, and a read-modify-write (a toggle) is atomic across connections and processes.
  func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(DataLayerError) -> T {
    try checkOpen()
    do {
      return try await pool.writeWithoutTransaction { db in try db.immediateTransaction { try updates(db) } }
    } catch {
      throw failure(error)
    }
  }

  /// Runs `value` on a reader connection, which sees the last committed state and never waits for writers.
  func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(DataLayerError) -> T {
    try checkOpen()
    do {
      return try await pool.read(value)
    } catch {
      throw failure(error)
    }
  }

  /// ``read(_:)`` for synchronous callers, like `mosaic doctor`.
  func readNow<T>(_ value: (Database) throws -> T) throws(DataLayerError) -> T {
    try checkOpen()
    do {
      return try pool.read(value)
    } catch {
      throw failure(error)
    }
  }

  private func checkOpen() throws(DataLayerError) {
    guard !closed.isSet else { throw DataLayerError(.databaseClosed, path: url.path) }
  }

  private func failure(_ error: any Error) -> DataLayerError {
    closed.isSet ? DataLayerError(.databaseClosed, path: url.path) : DataLayerError.database(error, path: url.path)
  }
}
