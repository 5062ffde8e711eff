import Foundation
import MosaicTestSupport
import Testing

extension TerminalAppEndToEndTests {
  /// Issue 25: a broken configuration file never stops the app — it starts with the defaults and says why.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func aBrokenConfigFile_startsWithDefaults_andSaysWhy() async throws {
    try await withSandbox { sandbox in
      _ = try ConfigEndToEndTests.write("graphics: [kitty\n", in: sandbox)
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui"))
      do {
        let screen = try await tmux.waitFor("Page 1 of 12")
        #expect(screen.contains("Line 2: the file is not valid YAML"), "\(screen)")
        try await tmux.send("q")
        try await tmux.waitFor("exit=0")
      } catch {
        await tmux.kill()
        throw error
      }
      await tmux.kill()
    }
  }

  /// The arrows preset and a key of one's own: h no longer moves, x marks a favorite, and help shows both.
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func remappedKeys_workAndShowInHelp() async throws {
    try await withSandbox { sandbox in
      _ = try ConfigEndToEndTests.write("keys:\n  preset: arrows\n  gallery:\n    x: f\n", in: sandbox)
      let tmux = try await TmuxSession.start(in: sandbox, width: 120, height: 40, command: try command(sandbox, "ui"))
      do {
        let first = try await tmux.waitFor("Page 1 of 12")
        #expect(first.contains("f x favorite"), "\(first)")
        try await tmux.send("l")
        try await tmux.send("x")
        // l did not move: the first photo is the favorite.
        let marked = try await tmux.waitFor("the first photo marked") { $0.contains("♥ Mikael Tanaka") }
        #expect(!marked.contains("♥ Lena"))
        try await tmux.send("?")
        let help = try await tmux.waitFor("Keys — ")
        #expect(help.contains("←↑↓→") && !help.contains("hjkl"), "\(help)")
        #expect(help.contains("f x"))
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
}
