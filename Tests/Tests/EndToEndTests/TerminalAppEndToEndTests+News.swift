import Foundation
import MosaicTestSupport
import Testing

/// The news tab's side menu and search in a real terminal, on the embedded reader catalog (no key, no
/// network). Part of ``TerminalAppEndToEndTests``, so they run one pane at a time in its own process.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func news_m_picksACategory_andTheFeedBarShowsIt() async throws {
    try await withApp("ui mosaic://news") { _, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("m")
      try await tmux.waitFor("▾ Categories")
      try await Screenshots.check("news-menu", tmux)
      // Business, Technology, Science: two down from the selected feed.
      try await tmux.send("j")
      try await tmux.send("j")
      try await tmux.send("Enter")
      let science = try await tmux.waitFor("the Science feed with the menu closed") { screen in
        screen.contains("The lunar lander sends back first images") && !screen.contains("Categories")
      }
      let lines = science.split(separator: "\n")
      #expect(lines.count > 2 && lines[1].contains("News — Science"), "\(science)")
      #expect(lines.count > 2 && lines[2].contains("Science"), "the feed bar shows the feed: \(science)")
    }
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func news_slash_searchesTheCatalog_showsAResultRow_andEscGoesBack() async throws {
    try await withApp("ui mosaic://news") { sandbox, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("/")
      try await tmux.waitFor("No searches yet. Type a word and press Enter.")
      try await tmux.send("-l", "lunar")
      try await tmux.send("Enter")
      try await tmux.waitFor("○ The lunar lander sends back first images")
      try await Screenshots.check("news-search", tmux)
      try await tmux.send("Escape")
      try await tmux.waitFor("the feeds again") { screen in
        screen.contains("News — Business") && !screen.contains("Search:")
      }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
      let history = try await sandbox.mosaic(["news", "history"])
      #expect(history.stdout.contains("lunar"), "\(history)")
    }
  }
}
