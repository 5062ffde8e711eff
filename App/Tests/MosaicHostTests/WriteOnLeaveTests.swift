import Core
import CoreUI
import CoreUITestSupport
import Foundation
import MosaicHost
import Testing

extension HostRuns {
  /// Nothing the person asked to store is lost because its screen closed: a favorite or a save written while
  /// Esc pops the page (or `q` quits the app) is in the database afterwards.
  @Suite struct WriteOnLeaveTests {
    let sandbox = HostSandbox()

    /// The ids `mosaic favorites list --json` gives in the sandbox's data folder.
    func favoriteIDs() async throws -> [String] {
      let listed = await sandbox.run(["favorites", "list", "--json"])
      let document = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any]
      let rows = try #require(document?["favorites"] as? [[String: Any]], "\(listed.output)\(listed.errors)")
      return rows.compactMap { $0["id"] as? String }
    }

    @Test func aFavoriteMarkedAsThePageCloses_isStored() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("l\r")
      try await terminal.screen.waitFor("Alt text      woman in white dress")
      // `f` and Esc in one read, as a quick hand types them: the page goes while its favorite is being written.
      terminal.screen.send("f\u{1B}")
      terminal.screen.idle()
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
      #expect(try await favoriteIDs() == ["94o6aigY4cT"], "the favorite was cancelled with the page's work")
    }

    @Test func aFavoriteMarkedAsTheAppQuits_isStored() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("l\r")
      try await terminal.screen.waitFor("Alt text      woman in white dress")
      terminal.screen.send("f\u{1B}")
      terminal.screen.idle()
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
      #expect(try await favoriteIDs() == ["94o6aigY4cT"], "quitting did not wait for the favorite being written")
    }
  }
}
