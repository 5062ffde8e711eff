import CoreUI
import DataLayer
import Foundation

extension PaletteHistory {
  /// The name of the cache entry that keeps the command palette's lines.
  static let cacheName = "ui-palette.json"

  /// Keeps the palette's lines in `cache` between runs; a missing or unreadable entry is an empty history, and
  /// what is read back is bounded and stripped of control characters like anything typed.
  static func cached(in cache: CacheStore) -> PaletteHistory {
    struct Saved: Codable {
      let lines: [String]
    }
    return PaletteHistory(
      load: {
        guard let data = try? await cache.load(cacheName),
          let saved = try? JSONDecoder().decode(Saved.self, from: data)
        else { return [] }
        return saved.lines.prefix(limit).map { String(TerminalText.screenLine($0).prefix(SearchField.maximumLength)) }
          .filter { !$0.isEmpty }
      },
      save: { lines in
        guard let data = try? JSONEncoder().encode(Saved(lines: Array(lines.prefix(limit)))) else { return }
        try? await cache.save(cacheName, data)
      })
  }
}
