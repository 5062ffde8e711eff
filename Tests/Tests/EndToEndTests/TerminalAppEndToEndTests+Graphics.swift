import Foundation
import MosaicTestSupport
import Testing

extension TerminalAppEndToEndTests {
  /// Issue 25: inside tmux `mosaic ui` asks about pictures — kitty's question through tmux's passthrough,
  /// the device attributes from tmux — and tmux 3.3a here answers with neither kitty nor Sixel, so the app
  /// starts in half blocks; nothing of the questions or answers shows, and no key is taken for one.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func insideTmux_autoDetection_fallsBackToHalfBlocks() async throws {
    try await withSandbox { sandbox in
      let environment = sandbox.environment([
        "TERM": "tmux-256color", "TMUX": "/tmp/tmux-mosaic/default,1,0", "TERM_PROGRAM": "tmux",
        "COLORTERM": "truecolor",
      ])
      let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
      let command = "env -i \(variables) \(try Binaries.mosaic().path) ui"
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: command)
      do {
        let screen = try await tmux.waitFor("the gallery in half blocks") { screen in
          screen.contains("Page 1 of 12") && screen.contains("▀")
        }
        for leak in ["Gi=31", "_G", "[?", ";OK", "16t", "14t"] {
          #expect(!screen.contains(leak), "the pane shows '\(leak)':\n\(screen)")
        }
        // The first tile is still selected: no answer was read as a key.
        #expect(screen.contains("Page 1 of 12 · 30 of 342 photos"))
        try await tmux.send("q")
        try await tmux.waitFor("exit=0")
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }
}
