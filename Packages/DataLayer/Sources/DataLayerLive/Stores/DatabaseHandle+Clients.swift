import DataLayer

extension DatabaseHandle {
  /// The favorites (``StoreDefinition/favorites``); a handle without that store answers every call with
  /// `unexpectedCall`.
  public var favorites: FavoritesClient { (try? client(FavoritesClient.self)) ?? .failing }
  /// The saved articles (``StoreDefinition/savedArticles``).
  public var savedArticles: SavedArticlesClient { (try? client(SavedArticlesClient.self)) ?? .failing }
  /// The online search history (``StoreDefinition/searchHistory``).
  public var searchHistory: SearchHistoryClient { (try? client(SearchHistoryClient.self)) ?? .failing }
  /// The photo search history (``StoreDefinition/photoSearchHistory``).
  public var photoSearchHistory: PhotoSearchHistoryClient {
    (try? client(PhotoSearchHistoryClient.self)) ?? .failing
  }
  /// The settings (``StoreDefinition/settings``).
  public var settings: SettingsClient { (try? client(SettingsClient.self)) ?? .failing }

  /// The favorites store of the open database, opening it on the first call; the same store until
  /// ``close()``.
  public func favoritesStore() throws(DataLayerError) -> FavoritesStore {
    try store(StoreDefinition.favorites.name, as: FavoritesStore.self)
  }
}
