import Core
import Foundation
import PluginHostLive
import PluginKit
import Synchronization

/// In-process host services for tests: `get` answers `body` for any URL and records what it was asked, the
/// storage is a dictionary per plugin (full at `capacity` keys), and the person's data is fixed.
final class FakeServices: Sendable {
  let gets = Mutex<[(plugin: String, url: String, headers: [String: String])]>([])
  let stored = Mutex<[String: [String: String]]>([:])
  let capacity: Int
  let body: String

  init(body: String = "{\"ok\":true}", capacity: Int = 256) {
    self.body = body
    self.capacity = capacity
  }

  var requestedURLs: [String] { gets.withLock { $0.map(\.url) } }

  var services: PluginServices {
    PluginServices(
      get: { plugin, url, headers, _ in
        self.gets.withLock { $0.append((plugin, url.absoluteString, headers)) }
        return HostCallResult(status: 200, contentType: "application/json", body: self.body)
      },
      storageValue: { plugin, key in self.stored.withLock { $0[plugin]?[key] } },
      storageSet: { plugin, key, value in
        self.stored.withLock { stored in
          let held = stored[plugin] ?? [:]
          guard held[key] != nil || held.count < self.capacity else { return false }
          stored[plugin, default: [:]][key] = value
          return true
        }
      },
      storageRemove: { plugin, key in _ = self.stored.withLock { $0[plugin]?.removeValue(forKey: key) } },
      storageKeys: { plugin in self.stored.withLock { ($0[plugin] ?? [:]).keys.sorted() } },
      storageRemoveAll: { plugin in _ = self.stored.withLock { $0.removeValue(forKey: plugin) } },
      favorites: { [PluginFavorite(id: "q5Aq-4pHXK9", author: "Ada", addedAt: "2026-11-26T10:00:00Z")] },
      savedArticles: {
        [
          PluginSavedArticle(
            id: "7K2M9QX4TB", title: "Rates hold", url: "https://example.com/a", source: "Wire",
            savedAt: "2026-11-26T10:00:00Z")
        ]
      },
      settings: { PluginSettings(language: "de", theme: "light") })
  }
}
