import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import Testing

/// Issue 25: the command palette and help's filter in a real terminal, on the embedded catalogs. Part of
/// ``TerminalAppEndToEndTests``, so they run one pane at a time in its own process.
extension TerminalAppEndToEndTests {
  /// `:` then a photo's route opens its page; `:` then `wsj`, Tab and Enter opens the feed; ↑ brings a line back;
  /// a line that names nothing says so in one sentence and the app goes on.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func palette_opensAPhotosPage_andAFeed_andRemembersTheLines() async throws {
    let photo = try #require(EmbeddedPhotoCatalog.standard.photos.dropFirst(7).first)
    let name = try #require(photo.description)
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send(":")
      // The candidates show above the line at once: the tabs, then the routes.
      try await tmux.waitFor("the palette with its candidates") { $0.contains(":▏") && $0.contains("mosaic://gallery") }
      try await tmux.send("-l", "pho")
      try await tmux.waitFor("the photo's route as a candidate") { $0.contains("mosaic://photo/") }
      try await tmux.send("-l", "to/\(photo.id)")
      try await tmux.send("Enter")
      let page = try await tmux.waitFor("the photo's page, '\(name)'") { screen in
        Self.isPushed(screen) && screen.contains(name) && !screen.contains("Loading")
      }
      #expect(!page.contains("▏"), "the palette closed: \(page)")
      try await tmux.send(":")
      try await tmux.send("-l", "wsj")
      try await tmux.waitFor("the feed as a candidate") { $0.contains("News: Wall Street Journal") }
      try await tmux.send("Tab")
      try await tmux.waitFor(":mosaic://news?feed=wsj▏")
      try await tmux.send("Enter")
      try await tmux.waitFor("News — Wall Street Journal")
      // ↑ walks back: the feed, then the photo's route.
      try await tmux.send(":")
      try await tmux.send("Up")
      try await tmux.waitFor(":mosaic://news?feed=wsj▏")
      try await tmux.send("Up")
      try await tmux.waitFor(":photo/\(photo.id)▏")
      try await tmux.send("Escape")
      try await tmux.waitFor("the palette closed") { !$0.contains("▏") }
      try await tmux.send(":")
      try await tmux.send("-l", "nowhere")
      try await tmux.send("Enter")
      try await tmux.waitFor("Nothing is called 'nowhere'")
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }

  /// An installed plugin's routes are candidates like the app's own.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func palette_listsAnInstalledPluginsRoutes() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["plugins", "add", PluginEndToEndTests.moon])
      #expect(added.status == 0, "\(added)")
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui"))
      do {
        try await tmux.waitFor("Page 1 of 12")
        try await tmux.send(":")
        try await tmux.send("-l", "moo")
        let screen = try await tmux.waitFor("the plugin's routes as candidates") { $0.contains(":moo▏") }
        #expect(screen.contains("mosaic://moon/") && screen.contains("The moon phase on a date"), "\(screen)")
        #expect(screen.contains("Today's moon phase"), "\(screen)")
        try await tmux.send("Escape")
        try await tmux.send("q")
        try await tmux.waitFor("exit=0")
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  /// Typing in help keeps the lines that contain it; Esc clears the filter, then closes help.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func help_filtersItsLinesAsYouType() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send("?")
      // A frame may be caught half written: wait for the whole of what each step shows.
      try await tmux.waitFor("help with every line") { screen in
        screen.contains("Type to filter these keys") && screen.contains("command palette")
          && screen.contains("to the shell")
      }
      try await tmux.send("-l", "PALET")
      try await tmux.waitFor("help with the palette's line only") { screen in
        screen.contains("Filter: PALET") && screen.contains("command palette") && !screen.contains("to the shell")
      }
      try await tmux.send("Escape")
      try await tmux.waitFor("the filter cleared") { $0.contains("Type to filter") && $0.contains("to the shell") }
      try await tmux.send("Escape")
      try await tmux.waitFor("help closed") { !$0.contains("Keys — ") }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }
}
