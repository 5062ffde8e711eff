import Core
import DataLayer
import Foundation

/// One store of the one database, described once: its name, its migrations, its part in an export file, the
/// client features use, and which of the client's calls a read-only connection answers. ``DatabaseHandle`` is
/// built from a list of them (``standard``); the schema history, `mosaic export` and `mosaic import`, and the
/// services module that registers the clients loop over that list, and none of them names a store. A new
/// store is one definition and one entry in the list.
///
/// ```swift
/// static let notes = StoreDefinition.store(
///   "notes", migrations: NotesStore.migrations, client: NotesClient.self,
///   open: { database, now in NotesStore(database: database, now: now) }, export: { $0 }
/// ) { access in
///   NotesClient(
///     add: { note in try await access.open().client.add(note) },
///     list: { try await access.read(absent: [], NotesQueries.list) { try await $0.client.list() } })
/// }
/// ```
public struct StoreDefinition: Sendable {
  /// The store's name, like `favorites`: its migrations' owner.
  public let name: String
  /// Its migrations, oldest first, each with the `user_version` it brings a file to.
  public let migrations: [DatabaseMigration]
  /// The client features resolve, like `FavoritesClient`.
  public let client: ServiceKey
  let clientID: ObjectIdentifier
  /// The store over the opened database, and its part in an export file when it has one.
  let open: @Sendable (AppDatabase, @escaping @Sendable () -> Date) -> OpenedStore
  /// The client over a handle's stores: read-only where it can, opening the database where it must.
  let makeClient: @Sendable (OpenStores) -> any Sendable
  /// Registers the client into a module's registrar, resolved from the handle `handle` gives.
  let registerClient: @Sendable (ModuleRegistrar, @escaping @Sendable (Resolver) throws -> DatabaseHandle) -> Void

  /// A store `Store` that `open` builds over the opened database, whose client `Client` `client` builds over
  /// the store's ``StoreAccess`` (read-only queries first, the opened store otherwise). `export` gives its
  /// part in `mosaic export` and `mosaic import`; without it the store has none.
  public static func store<Store: Sendable, Client: Sendable>(
    _ name: String, migrations: [DatabaseMigration], client: Client.Type,
    open: @escaping @Sendable (AppDatabase, @escaping @Sendable () -> Date) -> Store,
    export: (@Sendable (Store) -> any ExportableStore)? = nil,
    makeClient: @escaping @Sendable (StoreAccess<Store>) -> Client
  ) -> StoreDefinition {
    StoreDefinition(
      name: name, migrations: migrations, client: ServiceKey(Client.self), clientID: ObjectIdentifier(Client.self),
      open: { database, now in
        let store = open(database, now)
        return OpenedStore(store: store, exportable: export?(store))
      },
      makeClient: { stores in makeClient(StoreAccess(name: name, stores: stores)) },
      registerClient: { registrar, handle in
        registrar.register(Client.self, scope: .singleton) { resolver in try handle(resolver).client(Client.self) }
      })
  }

  /// Registers this store's client in `registrar`, taken from the handle `handle` resolves.
  public func register(
    into registrar: ModuleRegistrar, from handle: @escaping @Sendable (Resolver) throws -> DatabaseHandle
  ) {
    registerClient(registrar, handle)
  }
}

/// A store over an opened database, with its export section when it has one.
struct OpenedStore: Sendable {
  let store: any Sendable
  let exportable: (any ExportableStore)?
}
