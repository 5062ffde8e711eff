import DataLayer
import Foundation
import GRDB
import Synchronization

/// The App's one way to the database: built from a list of ``StoreDefinition``s, it opens the database on
/// first use (preparing the data directory first), hands out each store's client, built once, and closes it at
/// shutdown. A command that never touches a store never opens SQLite, and one that only reads (favorites,
/// saved articles' ids, list and lookup, settings) reads through one read-only connection
/// (``DatabaseReader``): no file, directory, pool or migration is created for a read. Which calls may read so
/// is each definition's to say.
///
/// ```swift
/// let handle = DatabaseHandle(locations: locations)
/// let favorites = try handle.client(FavoritesClient.self)   // nothing opened yet
/// _ = try await favorites.list()            // opens mosaic.sqlite and migrates it
/// try handle.close()
/// ```
public final class DatabaseHandle: Sendable {
  /// Where the database lives.
  public let locations: StorageLocations
  /// The stores, in the order their sections are imported.
  public let definitions: [StoreDefinition]
  let stores: OpenStores
  /// Each store's client by its type, built once when the handle is made.
  private let clients: [ObjectIdentifier: any Sendable]

  /// A handle over the stores `definitions` at `locations`; the schema is `history`, by default every
  /// migration of `definitions` (``SchemaHistory/init(stores:)``).
  public init(
    locations: StorageLocations, history: SchemaHistory? = nil,
    stores definitions: [StoreDefinition] = StoreDefinition.standard,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    let stores = OpenStores(
      locations: locations, history: history ?? SchemaHistory(stores: definitions), definitions: definitions,
      now: now)
    self.locations = locations
    self.definitions = definitions
    self.stores = stores
    self.clients = Dictionary(
      definitions.map { ($0.clientID, $0.makeClient(stores)) }, uniquingKeysWith: { first, _ in first })
  }

  /// The client of the store that gives `Client`; the same client for the handle's lifetime.
  ///
  /// - Throws: ``DataLayer/DataLayerError`` `unexpectedCall` when no store of the handle gives one.
  public func client<Client>(_ type: Client.Type = Client.self) throws(DataLayerError) -> Client {
    guard let client = clients[ObjectIdentifier(type)] as? Client else {
      throw DataLayerError.unexpectedCall("DatabaseHandle.client(\(type).self)")
    }
    return client
  }

  /// The open database, opening it (and creating the data directory) on the first call.
  public func open() throws(DataLayerError) -> AppDatabase {
    try stores.open().database
  }

  /// The store named `name` of the open database, opening it on the first call; the same store until
  /// ``close()``.
  public func store<Store: Sendable>(_ name: String, as type: Store.Type) throws(DataLayerError) -> Store {
    try StoreAccess<Store>(name: name, stores: stores).open()
  }

  /// `mosaic export` and `mosaic import` over every store of the database that has a section in the file,
  /// opening it if needed.
  public func transfer() throws(DataLayerError) -> DatabaseTransfer {
    let open = try stores.open()
    return DatabaseTransfer(database: open.database, stores: open.exportable)
  }

  /// The health of the database, opening it if needed: for `mosaic doctor`.
  public func health() throws(DataLayerError) -> DatabaseHealth {
    try open().health()
  }

  /// Whether the database is open now.
  public var isOpen: Bool { stores.isOpen }

  /// Closes the database if it is open. A later call opens it again.
  public func close() throws(DataLayerError) {
    try stores.close()
  }
}
