import DataLayer
import Foundation
import GRDB
import Synchronization

/// The App's one way to the database: opens it on first use (preparing the data directory first), hands
/// out each store's client, built once, and closes it at shutdown. A command that never touches a store
/// never opens SQLite, and one that only reads favorites, saved articles (their ids, list and lookup) or
/// settings reads them through one read-only connection (``DatabaseReader``): no file, directory, pool or
/// migration is created for a read. Search history hangs off it the same way; reading the settings never
/// opens it at all (``settings``).
///
/// ```swift
/// let handle = DatabaseHandle(locations: locations)
/// let favorites = handle.favorites          // nothing opened yet
/// _ = try await favorites.list()            // opens mosaic.sqlite and migrates it
/// try handle.close()
/// ```
public final class DatabaseHandle: Sendable {
  /// Where the database lives.
  public let locations: StorageLocations
  /// The favorites, opening the database on their first call; the same client for the handle's lifetime.
  public let favorites: FavoritesClient
  /// The saved articles, opening the database on their first call.
  public let savedArticles: SavedArticlesClient
  /// The online search history, opening the database on its first call.
  public let searchHistory: SearchHistoryClient
  /// The settings. Loading reads them without opening the database for writing (``SettingsReader``) until
  /// something else opened it; setting one opens it.
  public let settings: SettingsClient
  let stores: OpenStores

  public init(
    locations: StorageLocations, history: SchemaHistory = .current, now: @escaping @Sendable () -> Date = Date.init
  ) {
    let stores = OpenStores(locations: locations, history: history, now: now)
    self.locations = locations
    self.stores = stores
    self.favorites = FavoritesClient(
      add: { photo in try await stores.open().favorites.client.add(photo) },
      remove: { id in try await stores.open().favorites.client.remove(id) },
      toggle: { photo in try await stores.open().favorites.client.toggle(photo) },
      isFavorite: { id in
        if let value = try stores.read(absent: false, { db in try FavoritesQueries.isFavorite(id, db) }) {
          return value
        }
        return try await stores.open().favorites.client.isFavorite(id)
      },
      favoriteIDs: {
        if let value = try stores.read(absent: [], { db in try FavoritesQueries.ids(db) }) { return value }
        return try await stores.open().favorites.client.favoriteIDs()
      },
      list: {
        if let value = try stores.read(absent: [], { db in try FavoritesQueries.list(db) }) { return value }
        return try await stores.open().favorites.client.list()
      },
      favorite: { id in
        if let value = try stores.read(absent: nil, { db in try FavoritesQueries.favorite(id, db) }) {
          return value
        }
        return try await stores.open().favorites.client.favorite(id)
      }
    )
    self.savedArticles = SavedArticlesClient(
      save: { article in try await stores.open().savedArticles.client.save(article) },
      unsave: { reference in try await stores.open().savedArticles.client.unsave(reference) },
      find: { reference in
        if let value = try stores.read(absent: nil, { db in try SavedArticlesQueries.find(reference, db) }) {
          return value
        }
        return try await stores.open().savedArticles.client.find(reference)
      },
      savedIDs: {
        if let value = try stores.read(absent: [], { db in try SavedArticlesQueries.ids(db) }) { return value }
        return try await stores.open().savedArticles.client.savedIDs()
      },
      list: {
        if let value = try stores.read(absent: [], { db in try SavedArticlesQueries.list(db) }) { return value }
        return try await stores.open().savedArticles.client.list()
      },
      search: { text in try await stores.open().savedArticles.client.search(text) }
    )
    self.searchHistory = SearchHistoryClient(
      record: { text in try await stores.open().searchHistory.client.record(text) },
      list: { try await stores.open().searchHistory.client.list() },
      delete: { text in try await stores.open().searchHistory.client.delete(text) },
      clear: { try await stores.open().searchHistory.client.clear() }
    )
    self.settings = SettingsClient(
      load: {
        if let open = stores.openStores { return try await open.settings.client.load() }
        if let value = try stores.read(absent: .defaults, { db in try SettingsStore.read(db) }) { return value }
        return try SettingsReader.read(locations.databaseURL)
      },
      set: { change in try await stores.open().settings.client.set(change) }
    )
  }

  /// The open database, opening it (and creating the data directory) on the first call.
  public func open() throws(DataLayerError) -> AppDatabase {
    try stores.open().database
  }

  /// The favorites store of the open database, opening it on the first call; the same store until
  /// ``close()``.
  public func favoritesStore() throws(DataLayerError) -> FavoritesStore {
    try stores.open().favorites
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

/// The database and its stores once opened, behind a lock so concurrent first calls open it once.
final class OpenStores: Sendable {
  struct Stores: Sendable {
    let database: AppDatabase
    let favorites: FavoritesStore
    let savedArticles: SavedArticlesStore
    let searchHistory: SearchHistoryStore
    let settings: SettingsStore

    /// Every store over `database`; a new store joins here and in ``exportable``.
    init(database: AppDatabase, now: @escaping @Sendable () -> Date) {
      self.database = database
      favorites = FavoritesStore(database: database, now: now)
      savedArticles = SavedArticlesStore(database: database, now: now)
      searchHistory = SearchHistoryStore(database: database, now: now)
      settings = SettingsStore(database: database, now: now)
    }

    /// The stores in the export file, in the order their sections are imported; a new store joins here.
    var exportable: [any ExportableStore] { [favorites, savedArticles, searchHistory, settings] }
  }

  let locations: StorageLocations
  let history: SchemaHistory
  let now: @Sendable () -> Date
  private let current = Mutex<Stores?>(nil)
  private let reader: DatabaseReader

  init(locations: StorageLocations, history: SchemaHistory, now: @escaping @Sendable () -> Date) {
    self.locations = locations
    self.history = history
    self.now = now
    self.reader = DatabaseReader(url: locations.databaseURL, history: history)
  }

  /// `value` read without opening the database for writing, `absent` when there is no database; `nil` when
  /// the read must go through the open database (it is open already, or only the writer may read the file).
  func read<T>(absent: @autoclosure () -> T, _ value: (Database) throws -> T) throws(DataLayerError) -> T? {
    guard !isOpen else { return nil }
    return try reader.read(absent: absent(), value)
  }

  var isOpen: Bool { current.withLock { $0 != nil } }

  /// The stores when the database is open; `nil` otherwise, without opening it.
  var openStores: Stores? { current.withLock { $0 } }

  func open() throws(DataLayerError) -> Stores {
    try current.withLock { (current: inout Stores?) throws(DataLayerError) -> Stores in
      if let current { return current }
      reader.close()
      try locations.prepare()
      let opened = Stores(database: try AppDatabase(url: locations.databaseURL, history: history), now: now)
      current = opened
      return opened
    }
  }

  func close() throws(DataLayerError) {
    let open = current.withLock { current in
      defer { current = nil }
      return current
    }
    reader.close()
    try open?.database.close()
  }
}
