import Core
import CoreUI
import CoreUITestSupport
import MosaicHost
import Testing

extension HostRuns {
  /// Issue 22: `mosaic ui mosaic://user/USERNAME` in memory over the real composition root and the embedded
  /// catalog: the photographer's grid as a screen over the gallery, Enter opening a photo's page, Esc back to the grid and again to the gallery.
  @Suite struct PhotographerUITests {
    let sandbox = HostSandbox()
    /// The author of the catalog's newest photo, `q5Aq-4pHXK9`.
    static let username = "mikael48"

    @Test func theRoute_opensTheGrid_enterOpensThePhoto_escGoesBackTwice() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task {
        await sandbox.run(
          ["ui", "mosaic://user/\(Self.username)"], environment: ["TERM": "xterm-256color"],
          terminal: terminal.access)
      }
      try await terminal.screen.waitFor("Photos by @\(Self.username)")
      try await terminal.screen.waitFor("Page 1 of 1")
      // Their profile over the grid, made offline from the catalog's photos of theirs (issue 22).
      try await terminal.screen.waitFor("Mikael Tanaka (@\(Self.username))")
      terminal.screen.send("\r")
      try await terminal.screen.waitFor("@\(Self.username) · q5Aq-4pHXK9")
      terminal.screen.send("\u{1B}")
      terminal.screen.idle()
      try await terminal.screen.waitFor {
        $0.screen.text.contains("Photos by @\(Self.username)") && !$0.screen.text.contains("· q5Aq-4pHXK9")
      }
      terminal.screen.send("\u{1B}")
      terminal.screen.idle()
      try await terminal.screen.waitFor {
        !$0.screen.text.contains("Photos by @") && $0.screen.text.contains("Page 1 of 12")
      }
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }
  }
}
