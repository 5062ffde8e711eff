import CoreUI
import DataLayer
import Foundation

extension UISession {
  /// The name of the cache entry that remembers the last tab.
  static let cacheName = "ui-session.json"

  /// Remembers the last tab in `cache`; a missing or unreadable entry means the first tab.
  static func cached(in cache: CacheStore) -> UISession {
    struct Saved: Codable {
      let tab: String
    }
    return UISession(
      lastTab: {
        guard let data = try? await cache.load(cacheName) else { return nil }
        return (try? JSONDecoder().decode(Saved.self, from: data))?.tab
      },
      saveTab: { tab in
        guard let data = try? JSONEncoder().encode(Saved(tab: tab)) else { return }
        try? await cache.save(cacheName, data)
      })
  }
}
