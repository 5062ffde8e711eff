import DataLayer
import Foundation
import GRDB

/// What a ``StoreDefinition``'s client reaches its store through: the opened store (opening the database on
/// the first call) or a read-only query that answers without opening it (``DatabaseReader``).
///
/// ```swift
/// list: { try await access.read(absent: [], { db in try NotesQueries.list(db) }) { store in try await store.client.list() } }
/// ```
public struct StoreAccess<Store: Sendable>: Sendable {
  let name: String
  let stores: OpenStores

  /// The store, opening the database (creating its folder, migrating) on the first call; the same store until
  /// the handle closes.
  public func open() throws(DataLayerError) -> Store {
    guard let store = try stores.open().stores[name] as? Store else {
      throw DataLayerError.unexpectedCall("StoreAccess<\(Store.self)>.open() of '\(name)'")
    }
    return store
  }

  /// The store when the database is open already; `nil` without opening it.
  public var openStore: Store? { stores.openStores?.stores[name] as? Store }

  /// Where the database file is.
  public var databaseURL: URL { stores.locations.databaseURL }

  /// `query` over the read-only connection, `absent` when there is no database; `nil` when only the opened
  /// database may answer (it is open already, or the file needs the writer).
  public func read<T>(absent: @autoclosure () -> T, _ query: (Database) throws -> T) throws(DataLayerError) -> T? {
    try stores.read(absent: absent(), query)
  }

  /// `plain` over the plain read-only connection (``PlainReader``) when it answers exactly, else `query` over
  /// GRDB's read-only connection; `nil` when only the opened database may answer.
  func read<T>(
    absent: @autoclosure () -> T, plain: (PlainQuery) throws -> T, _ query: (Database) throws -> T
  ) throws(DataLayerError) -> T? {
    if let value = stores.plainRead(absent: absent(), plain) { return value }
    return try stores.read(absent: absent(), query)
  }

  /// `plain`, else `query`, over the read-only connections when they can answer, `opened` over the opened store
  /// when not.
  func read<T>(
    absent: @autoclosure () -> T, plain: (PlainQuery) throws -> T, _ query: (Database) throws -> T,
    else opened: (Store) async throws -> T
  ) async throws -> T {
    if let value = stores.plainRead(absent: absent(), plain) { return value }
    return try await read(absent: absent(), query, else: opened)
  }

  /// `query` over the read-only connection when it can answer, `opened` over the opened store when not.
  public func read<T>(
    absent: @autoclosure () -> T, _ query: (Database) throws -> T, else opened: (Store) async throws -> T
  ) async throws -> T {
    if let value = try stores.read(absent: absent(), query) { return value }
    return try await opened(open())
  }
}
