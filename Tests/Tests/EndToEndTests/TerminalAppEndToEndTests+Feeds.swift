import Foundation
import MosaicTestSupport
import Testing

/// Issue 22 in a real terminal, on the released `mosaic` offline: the feed bar counts each loaded feed's headlines
/// new since it was viewed, and a feed made in another shell joins the running app's side menu under Topics.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func news_theFeedBarCounts_andAFeedMadeInAnotherShell_joinsTheMenu() async throws {
    try await withApp("ui mosaic://news") { sandbox, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      // TechCrunch loaded with the first four and was never viewed: every headline it loaded is new.
      try await tmux.waitFor("TechCrunch · 12 new")
      let added = try await sandbox.mosaic(["news", "feeds", "add", "Chips", "--query", "chip"])
      #expect(added.status == 0, "\(added)")
      try await tmux.send("m")
      try await tmux.waitFor("▸ Topics")
      try await tmux.send("G")
      try await tmux.send("Enter")
      try await tmux.waitFor("Chips")
      try await tmux.send("G")
      try await tmux.send("Enter")
      // Loaded, not just opened: a busy machine shows "Loading articles…" for a while first.
      let chips = try await tmux.waitFor("the made feed loaded, with the menu closed") { screen in
        screen.contains("News — Chips") && !screen.contains("Topics") && !screen.contains("Loading articles")
      }
      #expect(chips.contains("chip"), "\(chips)")
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
      let feeds = try await sandbox.mosaic(["news", "feeds", "--json"])
      #expect(feeds.stdout.contains("\"id\" : \"chips\""), "\(feeds.stdout)")
    }
  }
}
