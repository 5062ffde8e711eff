import CoreUI
import CoreUITestSupport
import Testing

extension HostRuns {
  /// Settings changed in another shell reach a running `mosaic ui` without a key press, as favorites do: a
  /// second run of the host on the same data folder stores them, the app redraws in them.
  @Suite struct SettingsFollowTests {
    let sandbox = HostSandbox()

    /// The tab bar's colors: pictures arriving later change the grid's cells, never these.
    static func tabBar(_ buffer: CellBuffer) -> [CellStyle] {
      (0..<buffer.size.width).map { buffer[$0, 0].style }
    }

    @Test func aLanguageSetInAnotherRun_redrawsTheRunningApp() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      #expect(terminal.screen.screen.lines[0].hasPrefix(" 1 Gallery  2 Favorites "))

      let set = await sandbox.run(["settings", "set", "language", "de"])
      #expect(set.status == 0, "\(set.errors)")
      // No key is sent: only the change watch can bring the German tabs.
      try await terminal.screen.waitFor(timeout: .seconds(10)) { $0.lines[0].hasPrefix(" 1 Galerie  2 Favoriten ") }

      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func aThemeSetInAnotherRun_recolorsTheRunningApp() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      let dark = Self.tabBar(terminal.screen.snapshot.buffer)

      let set = await sandbox.run(["settings", "set", "theme", "light"])
      #expect(set.status == 0, "\(set.errors)")
      try await terminal.screen.waitFor(timeout: .seconds(10)) { snapshot in
        Self.tabBar(snapshot.buffer) != dark
      }
      #expect(terminal.screen.snapshot.text.contains("Page 1 of 12"), "the same screen, in other colors")

      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }
  }
}
