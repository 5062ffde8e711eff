import Foundation
import MosaicTestSupport
import Testing

/// The reader in a real terminal, on the embedded reader catalog: Enter on an article shows its page — title,
/// source, its own text and the links numbered at the end — which scrolls, and Esc goes back to the feed. Part
/// of ``TerminalAppEndToEndTests``, so it runs one pane at a time in its own process.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func news_enter_readsTheArticle_scrolls_andEscGoesBack() async throws {
    try await withApp("ui mosaic://news", width: 80, height: 24) { _, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("Enter")
      let page = try await tmux.waitFor("the reader's first lines") { screen in
        screen.contains("Larkspur Pharma to cut 1,200 jobs") && screen.contains("Line 1 of ")
      }
      try await Screenshots.check("news-reader", tmux)
      #expect(!page.contains("News — Business"), "the reader is on top: \(page)")
      try await tmux.send("G")
      let end = try await tmux.waitFor("[2] the full statement")
      #expect(end.contains("Links"), "\(end)")
      #expect(!end.contains("Line 1 of "), "G scrolled to the end: \(end)")
      try await tmux.send("Escape")
      try await tmux.waitFor("the feed again") { screen in
        screen.contains("News — Business") && !screen.contains("Line 1 of ")
      }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }
}
