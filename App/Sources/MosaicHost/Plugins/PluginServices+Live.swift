import Core
import DataLayer
import Foundation
import Models
import NetworkLayerLive
import PluginHostLive
import PluginKit

extension PluginServices {
  /// The host's services for plugins: `http` for `http.get`, each plugin's keys in `storage`, and the person's
  /// favorites, saved articles and settings read from their stores (at most ``maximumItems`` of each list, newest
  /// first). What a plugin may call is checked against its manifest before any of these runs.
  ///
  /// ```swift
  /// let services = PluginServices.live(http: http, storage: storage, favorites: favorites, saved: saved,
  ///                                    settings: settings)
  /// ```
  static func live(
    http: PluginHTTP, storage: PluginStorageClient, favorites: FavoritesClient, saved: SavedArticlesClient,
    settings: SettingsClient
  ) -> PluginServices {
    PluginServices(
      get: { plugin, url, headers, language in try await http.get(plugin, url, headers, language) },
      storageValue: { plugin, key in try await storage.value(plugin, key) },
      storageSet: { plugin, key, value in try await storage.set(plugin, key, value) },
      storageRemove: { plugin, key in _ = try await storage.remove(plugin, key) },
      storageKeys: { plugin in try await storage.keys(plugin) },
      storageRemoveAll: { plugin in _ = try await storage.removeAll(plugin) },
      favorites: {
        try await favorites.list().prefix(maximumItems).map { favorite in
          PluginFavorite(
            id: favorite.photo.id, author: favorite.photo.user.name, description: favorite.photo.bestDescription,
            addedAt: favorite.addedAt.ISO8601Format())
        }
      },
      savedArticles: {
        try await saved.list().prefix(maximumItems).map { saved in
          PluginSavedArticle(
            id: saved.id, title: saved.article.title, url: saved.article.url.absoluteString,
            source: saved.article.source.name, savedAt: saved.savedAt.ISO8601Format())
        }
      },
      settings: {
        let current = try await settings.load()
        return PluginSettings(language: current.language.rawValue, theme: current.theme.rawValue)
      })
  }

  /// The most favorites or saved articles a plugin reads in one call.
  static let maximumItems = 500
}
