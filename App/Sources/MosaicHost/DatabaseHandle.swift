import DataLayer
import DataLayerLive
import Synchronization

/// Opens the favorites database on first use and closes it at shutdown, so commands that never touch
/// favorites never open SQLite.
final class DatabaseHandle: Sendable {
  private let locations: StorageLocations
  private let database = Mutex<FavoritesDatabase?>(nil)

  init(locations: StorageLocations) {
    self.locations = locations
  }

  /// The open database, opening it (and creating the data directory) on first call.
  func open() throws -> FavoritesDatabase {
    try database.withLock { database in
      if let database { return database }
      try locations.prepare()
      let opened = try FavoritesDatabase(url: locations.databaseURL)
      database = opened
      return opened
    }
  }

  /// Favorites that open the database lazily, on their first call.
  var favorites: FavoritesClient {
    FavoritesClient(
      add: { photo in try await self.open().favorites.add(photo) },
      remove: { id in try await self.open().favorites.remove(id) },
      toggle: { photo in try await self.open().favorites.toggle(photo) },
      isFavorite: { id in try await self.open().favorites.isFavorite(id) },
      favoriteIDs: { try await self.open().favorites.favoriteIDs() },
      list: { try await self.open().favorites.list() }
    )
  }

  /// Closes the database if it was opened.
  func close() {
    database.withLock { database in
      try? database?.close()
      database = nil
    }
  }
}
