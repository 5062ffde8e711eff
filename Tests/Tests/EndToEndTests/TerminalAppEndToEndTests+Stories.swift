import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 22, stories, in a real terminal on the released `mosaic` offline: the news search and the Saved tab group
/// the same story from two sources as the News tab does. The embedded catalog's business story told by The Ledger
/// and retold by The Wall Street Journal is found by a search, shown as one row with `+1 source ▸`, opened with `x`;
/// both saved, the Saved tab shows them as one row too, opened with `Space`.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func stories_theSearchAndTheSavedTab_groupTheSameStoryFromTwoSources() async throws {
    try await withApp("ui mosaic://news") { sandbox, tmux in
      // The story and its retelling, as the command line groups them: the test follows the catalog.
      let leads = try articles(in: try await mosaicJSON(sandbox, ["news"]))
      let lead = try requireValue(leads.first { $0["related"] != nil })
      let title = try #require(lead["title"] as? String)
      let related = try #require((lead["related"] as? [[String: Any]])?.first?["title"] as? String)
      let words = title.split(separator: " ").prefix(6).joined(separator: " ")

      try await tmux.waitFor(title)
      try await tmux.send("/")
      try await tmux.waitFor("Search news")
      try await tmux.send("-l", words)
      try await tmux.send("Enter")
      let found = try await tmux.waitFor("the story as one row") { screen in
        screen.contains(title) && screen.contains("+1 source ▸")
      }
      #expect(found.contains("2 articles for"), "the status counts both articles: \(found)")
      #expect(!found.contains(related), "the retelling is folded under its story: \(found)")
      try await tmux.send("x")
      try await tmux.waitFor("the story opened") { screen in
        screen.contains("+1 source ▾") && screen.contains("↳ " + related)
      }
      // Both saved: the lead, then the retelling under it.
      try await tmux.send("s")
      try await tmux.waitFor("Saved '\(title)'.")
      try await tmux.send("j")
      try await tmux.send("s")
      try await tmux.waitFor("Saved '\(related)'.")

      try await tmux.send("4")
      let saved = try await tmux.waitFor("the Saved tab with the story as one row") { screen in
        screen.contains("2 saved articles") && screen.contains("+1 source ▸")
      }
      // Newest saved first: the retelling leads there.
      #expect(saved.contains(related) && !saved.contains("↳"), "\(saved)")
      try await tmux.send("Space")
      try await tmux.waitFor("the saved story opened") { screen in
        screen.contains("+1 source ▾") && screen.contains("↳ " + title)
      }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }
}
