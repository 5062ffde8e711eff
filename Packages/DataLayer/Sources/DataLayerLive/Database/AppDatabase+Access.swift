import DataLayer
import Foundation
import GRDB

extension AppDatabase {
  /// Runs `updates` in one IMMEDIATE transaction, so it waits for another process's write instead of
  /// failing, and a read-modify-write (a toggle) is atomic across connections and processes. A store's client
  /// writes through it.
  public func write<T: Sendable>(
    _ updates: @escaping @Sendable (Database) throws -> T
  ) async throws(DataLayerError) -> T {
    try enter()
    defer { gate.leave() }
    do {
      return try await pool.writeWithoutTransaction { db in try db.immediateTransaction { try updates(db) } }
    } catch {
      throw failure(error)
    }
  }

  /// Runs `value` on a reader connection, which sees the last committed state and never waits for writers.
  public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(DataLayerError) -> T {
    try enter()
    defer { gate.leave() }
    do {
      return try await pool.read(value)
    } catch {
      throw failure(error)
    }
  }

  /// ``read(_:)`` for synchronous callers, like `mosaic doctor`.
  func readNow<T>(_ value: (Database) throws -> T) throws(DataLayerError) -> T {
    try enter()
    defer { gate.leave() }
    do {
      return try pool.read(value)
    } catch {
      throw failure(error)
    }
  }

  /// Admits a call, or says the database was closed; the caller leaves the gate when done.
  private func enter() throws(DataLayerError) {
    guard gate.enter() else { throw DataLayerError(.databaseClosed, path: url.path) }
  }

  private func failure(_ error: any Error) -> DataLayerError {
    DataLayerError.database(error, path: url.path)
  }
}
