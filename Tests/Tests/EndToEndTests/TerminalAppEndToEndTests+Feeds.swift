import Foundation
import MosaicTestSupport
import Testing

/// Issue 22 in a real terminal, on the released `mosaic` offline: the feed bar counts each loaded feed's headlines
/// new since it was viewed, and a feed made in another shell joins the running app's side menu under Topics and its
/// command palette.
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

  /// The command palette lists a feed made in another shell while the app runs, and goes there.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func palette_listsAFeedMadeInAnotherShell_andOpensIt() async throws {
    try await withApp("ui mosaic://news") { sandbox, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send(":")
      try await tmux.send("-l", "chi")
      let before = try await tmux.waitFor(":chi▏")
      #expect(!before.contains("News: Chips"), "no such feed yet: \(before)")
      try await tmux.send("Escape")
      let added = try await sandbox.mosaic(["news", "feeds", "add", "Chips", "--query", "chip"])
      #expect(added.status == 0, "\(added)")
      try await tmux.send(":")
      try await tmux.send("-l", "chi")
      try await tmux.waitFor("the made feed as a candidate") { $0.contains(":chi▏") && $0.contains("News: Chips") }
      try await tmux.send("Tab")
      try await tmux.waitFor(":mosaic://news?feed=chips▏")
      try await tmux.send("Enter")
      let chips = try await tmux.waitFor("the made feed loaded") { screen in
        screen.contains("News — Chips") && !screen.contains("▏") && !screen.contains("Loading articles")
      }
      #expect(chips.contains("chip"), "\(chips)")
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }

  /// A feed made, moved and hidden from the side menu, as `mosaic news feeds` would: the command line finds it so.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func news_theSideMenu_makesMovesAndHidesAFeed() async throws {
    try await withApp("ui mosaic://news") { sandbox, tmux in
      try await tmux.waitFor("Larkspur Pharma to cut 1,200 jobs")
      try await tmux.send("m")
      try await tmux.waitFor("▾ Categories")
      try await tmux.send("a")
      try await tmux.waitFor("New search: ▏")
      try await tmux.send("-l", "lunar")
      try await tmux.send("Enter")
      try await tmux.waitFor("the made feed shown, the menu closed") { screen in
        screen.contains("News — lunar") && screen.contains("The lunar lander sends back first images")
          && !screen.contains("Categories")
      }
      // The menu opens on it, under Topics after Apple; K moves it before Apple.
      try await tmux.send("m")
      try await tmux.waitFor("the menu on the made feed") { $0.contains("▾ Topics") && $0.contains("● lunar") }
      try await tmux.send("K")
      try await tmux.waitFor("the feed moved up") { screen in
        guard let lunar = screen.range(of: "● lunar"), let apple = screen.range(of: "    Apple") else { return false }
        return lunar.lowerBound < apple.lowerBound
      }
      let moved = try await sandbox.mosaic(["news", "feeds", "--json"])
      let ids = try Self.feedIDs(moved.stdout)
      #expect(ids.firstIndex(of: "lunar") ?? .max < ids.firstIndex(of: "apple") ?? 0, "\(ids)")
      try await tmux.send("x")
      try await tmux.waitFor("Hid 'lunar'")
      let hidden = try await sandbox.mosaic(["news", "feeds", "--json"])
      #expect(hidden.stdout.contains("\"hidden\" : true"), "\(hidden.stdout)")
      try await tmux.send("Escape")
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }

  /// The feeds' ids in the order `mosaic news feeds --json` lists them.
  static func feedIDs(_ json: String) throws -> [String] {
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return (document?["feeds"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }
}
