import Core
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import NetworkLayer
import Testing

@testable import GalleryFeature

/// The terminal app with the gallery's tabs over fakes, and a stand-in for the photo page.
@MainActor
struct GalleryApp {
  let app: TestApp
  let registry: PluginRegistry
  let pages: PhotoPageModule
  let cache: CacheStore
  let photoSearches: PhotoSearchHistoryClient

  init(
    photos: PhotoClient, favorites: FavoritesClient, cache: CacheStore = .inMemory(),
    photoSearches: PhotoSearchHistoryClient = .inMemory(), size: Size,
    language: Language = .english, theme: UITheme = .dark, session: UISession = .inMemory(),
    changes: DataChangesClient? = nil, withPhotoPage: Bool = true, images: ImageClient? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) throws {
    let pages = PhotoPageModule()
    self.pages = pages
    self.cache = cache
    self.photoSearches = photoSearches
    registry = try PluginRegistry(
      modules: [GalleryModule(clock: clock)] + (withPhotoPage ? [pages] : []),
      serving: [.value(photos), .value(favorites), .value(cache), .value(photoSearches)]
        + (images.map { [.value($0)] } ?? []))
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes { watch = { changes.changes() } }
    app = TestApp(
      registry: registry, size: size, language: language, theme: theme, session: session, changes: watch)
  }

  var terminal: InMemoryTerminal { app.terminal }
  var text: String { app.terminal.screen.text }

  /// The gallery's grid screen, once shown.
  var grid: GalleryGridScreen? { app.root.tabs.first?.stack.screens.first as? GalleryGridScreen }
}

/// Where this target's golden screens live.
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Goldens")

extension GoldenCase: @retroactive CustomTestStringConvertible {}
