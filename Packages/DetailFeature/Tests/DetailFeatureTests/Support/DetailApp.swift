import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import NetworkLayer
import Testing

@testable import DetailFeature

/// The terminal app with the photo page over fakes: a home tab to open it over, the detail module, and a
/// section from another module.
@MainActor
struct DetailApp {
  let app: TestApp
  let registry: PluginRegistry

  init(
    photos: PhotoClient, favorites: FavoritesClient, feed: PhotoFeedClient? = nil, size: Size,
    language: Language = .english, theme: UITheme = .dark, changes: DataChangesClient? = nil,
    extras: ExtrasModule = ExtrasModule(), images: ImageClient? = nil, desktop: DesktopClient? = nil,
    downloads: URL? = nil
  ) throws {
    let feedService: [HostService] =
      (feed.map { [.value($0)] } ?? []) + (images.map { [.value($0)] } ?? [])
      + (desktop.map { [.value($0)] } ?? []) + (downloads.map { [.value(PhotoDownloadFolder(url: $0))] } ?? [])
    registry = try PluginRegistry(
      modules: [HomeModule(), DetailModule(), extras],
      serving: [.value(photos), .value(favorites)] + feedService)
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes { watch = { changes.changes() } }
    app = TestApp(registry: registry, size: size, language: language, theme: theme, changes: watch)
  }

  var terminal: InMemoryTerminal { app.terminal }
  var text: String { app.terminal.screen.text }
  var screen: PhotoDetailScreen? { app.root.stack.top as? PhotoDetailScreen }
}

/// Where this target's golden screens live.
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Goldens")

extension GoldenCase: @retroactive CustomTestStringConvertible {}
