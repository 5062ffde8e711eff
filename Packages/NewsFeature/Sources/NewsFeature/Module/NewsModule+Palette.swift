import Core
import CoreUI
import DataLayer
import Foundation

extension NewsModule {
  /// The feeds the feed bar and the side menu show, as places in the terminal app's command palette, in the
  /// person's order: the built-in ones by id (`:wsj` completes to `mosaic://news?feed=wsj`, `:News: Science` goes
  /// there) and the ones they made with `mosaic news feeds add` (`:News: Chips`). Asked each time the palette opens,
  /// so a feed made, hidden or moved while the app runs is followed; without the person's feeds (their store
  /// unreadable) the built-in ones still show.
  func registerPaletteEntries(into registrar: ModuleRegistrar) {
    registrar.paletteEntries(
      "\(Router.scheme)://news?feed=YOUR-FEED", with: { resolver in try resolver.resolve(NewsFeedsClient.self) }
    ) { feeds in
      Self.paletteOffers(FeedArrangement(entries: (try? await feeds.list()) ?? []))
    }
  }

  /// One palette place per visible feed of `feeds`.
  static func paletteOffers(_ feeds: FeedArrangement) -> [PaletteOffer] {
    feeds.visible.map { feed in
      PaletteOffer(
        url: "\(Router.scheme)://news?feed=\(queryValue(feed.id))",
        label: LocalizedText(en: "News: \(feed.title(in: .english))", de: "Nachrichten: \(feed.title(in: .german))"))
    }
  }

  /// `text` as a URL's query value: what is not an unreserved ASCII character percent-encoded (a made feed's name
  /// may hold spaces, `&` or letters such as `ü`).
  static func queryValue(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
