import DataLayer
import Foundation

extension StoreDefinition {
  /// The stores of Mosaic's database, in the order their sections are imported. A new store joins here.
  public static let standard: [StoreDefinition] = [
    .favorites, .savedArticles, .searchHistory, .settings, .readArticles, .pluginStorage, .newsFeeds,
    .photoSearchHistory,
  ]

  /// Plugins' own key-value stores (issue 21's host services); part of an export, emptied with each plugin.
  public static let pluginStorage = store(
    "pluginStorage", migrations: PluginStorageStore.migrations, client: PluginStorageClient.self,
    open: { database, now in PluginStorageStore(database: database, now: now) }, export: { $0 }
  ) { access in
    PluginStorageClient(
      value: { plugin, key in
        try await access.read(absent: nil, { db in try PluginStorageStore.value(plugin, key, db) }) { store in
          try await store.client.value(plugin, key)
        }
      },
      set: { plugin, key, value in try await access.open().client.set(plugin, key, value) },
      remove: { plugin, key in try await access.open().client.remove(plugin, key) },
      keys: { plugin in
        try await access.read(absent: [], { db in try PluginStorageStore.keys(plugin, db) }) { store in
          try await store.client.keys(plugin)
        }
      },
      removeAll: { plugin in
        // A plugin that stored nothing opens (and creates) no database on its way out.
        let held = try await access.read(absent: [], { db in try PluginStorageStore.keys(plugin, db) }) { store in
          try await store.client.keys(plugin)
        }
        return held.isEmpty ? 0 : try await access.open().client.removeAll(plugin)
      }
    )
  }

  /// The news feeds the person made, and the built-in ones they hid, moved or viewed; listed without opening
  /// the database; in an export as `newsFeeds`.
  public static let newsFeeds = store(
    "newsFeeds", migrations: NewsFeedsStore.migrations, client: NewsFeedsClient.self,
    open: { database, _ in NewsFeedsStore(database: database) }, export: { $0 }
  ) { access in
    NewsFeedsClient(
      list: {
        try await access.read(absent: [], { db in try NewsFeedsStore.entries(db) }) { try await $0.client.list() }
      },
      save: { entries in try await access.open().client.save(entries) },
      remove: { id in try await access.open().client.remove(id) })
  }

  /// The articles opened in the reader; their ids read without opening the database; in an export as
  /// `readArticles`.
  public static let readArticles = store(
    "readArticles", migrations: ReadArticlesStore.migrations, client: ReadArticlesClient.self,
    open: { database, now in ReadArticlesStore(database: database, now: now) }, export: { $0 }
  ) { access in
    ReadArticlesClient(
      markRead: { id in try await access.open().client.markRead(id) },
      readIDs: {
        try await access.read(
          absent: [], plain: { query in try query.textSet("SELECT article_id FROM read_articles") },
          { db in try ReadArticlesStore.ids(db) }
        ) { try await $0.client.readIDs() }
      })
  }

  /// Saved photos; their ids, list and lookups read without opening the database.
  public static let favorites = store(
    "favorites", migrations: FavoritesStore.migrations, client: FavoritesClient.self,
    open: { database, now in FavoritesStore(database: database, now: now) }, export: { $0 }
  ) { access in
    FavoritesClient(
      add: { photo in try await access.open().client.add(photo) },
      remove: { id in try await access.open().client.remove(id) },
      toggle: { photo in try await access.open().client.toggle(photo) },
      isFavorite: { id in
        try await access.read(
          absent: false, plain: { query in try FavoritesQueries.isFavorite(id, query) },
          { db in try FavoritesQueries.isFavorite(id, db) }
        ) { store in
          try await store.client.isFavorite(id)
        }
      },
      favoriteIDs: {
        try await access.read(
          absent: [], plain: { query in try FavoritesQueries.ids(query) }, { db in try FavoritesQueries.ids(db) }
        ) { try await $0.client.favoriteIDs() }
      },
      list: {
        try await access.read(
          absent: [], plain: { query in try FavoritesQueries.list(query) }, { db in try FavoritesQueries.list(db) }
        ) { try await $0.client.list() }
      },
      favorite: { id in
        try await access.read(
          absent: nil, plain: { query in try FavoritesQueries.favorite(id, query) },
          { db in try FavoritesQueries.favorite(id, db) }
        ) { store in
          try await store.client.favorite(id)
        }
      }
    )
  }

  /// Saved articles with their full-text index; their ids, list and lookup read without opening the database.
  public static let savedArticles = store(
    "savedArticles", migrations: SavedArticlesStore.migrations, client: SavedArticlesClient.self,
    open: { database, now in SavedArticlesStore(database: database, now: now) }, export: { $0 }
  ) { access in
    SavedArticlesClient(
      save: { article in try await access.open().client.save(article) },
      unsave: { reference in try await access.open().client.unsave(reference) },
      find: { reference in
        try await access.read(absent: nil, { db in try SavedArticlesQueries.find(reference, db) }) { store in
          try await store.client.find(reference)
        }
      },
      savedIDs: {
        try await access.read(
          absent: [], plain: { query in try query.textSet("SELECT article_id FROM saved_articles") },
          { db in try SavedArticlesQueries.ids(db) }
        ) { try await $0.client.savedIDs() }
      },
      list: {
        try await access.read(absent: [], { db in try SavedArticlesQueries.list(db) }) { try await $0.client.list() }
      },
      storeBody: { reference, body in try await access.open().client.storeBody(reference, body) },
      search: { text in try await access.open().client.search(text) }
    )
  }

  /// The online search history.
  public static let searchHistory = store(
    "searchHistory", migrations: SearchHistoryStore.migrations, client: SearchHistoryClient.self,
    open: { database, now in SearchHistoryStore(database: database, now: now) }, export: { $0 }
  ) { access in
    SearchHistoryClient(
      record: { text in try await access.open().client.record(text) },
      list: { try await access.open().client.list() },
      delete: { text in try await access.open().client.delete(text) },
      clear: { try await access.open().client.clear() }
    )
  }

  /// The photo searches (`mosaic gallery --search`, the app's photo search), in a table of their own; in an export
  /// as `photoSearchHistory`.
  public static let photoSearchHistory = store(
    "photoSearchHistory", migrations: SearchHistoryStore.photoMigrations, client: PhotoSearchHistoryClient.self,
    open: { database, now in SearchHistoryStore(database: database, kind: .photos, now: now) }, export: { $0 }
  ) { access in
    PhotoSearchHistoryClient(
      SearchHistoryClient(
        record: { text in try await access.open().client.record(text) },
        list: {
          try await access.read(absent: [], { db in try SearchHistoryStore.entries(db, table: Self.photoTable) }) {
            try await $0.client.list()
          }
        },
        delete: { text in try await access.open().client.delete(text) },
        clear: { try await access.open().client.clear() }
      ))
  }

  private static let photoTable = SearchHistoryStore.Kind.photos.table

  /// Theme, language and notifications. Loading reads them without opening the database for writing
  /// (``SettingsReader`` when the read-only connection may not read the file) until something else opened it;
  /// setting one opens it.
  public static let settings = store(
    "settings", migrations: SettingsStore.migrations, client: SettingsClient.self,
    open: { database, now in SettingsStore(database: database, now: now) }, export: { $0 }
  ) { access in
    SettingsClient(
      load: {
        if let open = access.openStore { return try await open.client.load() }
        if let value = try access.read(
          absent: .defaults, plain: { query in try SettingsStore.read(query) }, { db in try SettingsStore.read(db) })
        {
          return value
        }
        return try SettingsReader.read(access.databaseURL)
      },
      set: { change in try await access.open().client.set(change) }
    )
  }
}
