import Core
import CoreUI

extension NewsModule {
  /// Every feed as a place in the terminal app's command palette: `:wsj` completes to it, `:News: Science` goes
  /// there.
  func registerPaletteEntries(into registrar: ModuleRegistrar) {
    for feed in NewsFeed.all {
      registrar.paletteEntry(
        "\(Router.scheme)://news?feed=\(feed.id)",
        label: LocalizedText(
          en: "News: \(feed.title(in: .english))", de: "Nachrichten: \(feed.title(in: .german))"))
    }
  }
}
