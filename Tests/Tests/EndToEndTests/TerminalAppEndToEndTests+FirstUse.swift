import Foundation
import MosaicTestSupport
import Testing

/// Issue 19 in a real terminal: the app speaks in keys at the ends of the gallery, and its settings tab shows
/// the sheet over the screen it was picked on. Part of ``TerminalAppEndToEndTests``, so it runs one pane at a
/// time in its own process.
extension TerminalAppEndToEndTests {
  @Test(.enabled(if: TmuxSession.isAvailable, "tmux is installed by `make deps`"))
  func leftOnTheFirstPhoto_speaksInKeys_andTab5ShowsTheSettingsOverTheGallery() async throws {
    try await withApp { _, tmux in
      try await tmux.waitFor("Page 1 of 12")
      try await tmux.send("Enter")
      try await tmux.waitFor("the first photo's page") { Self.isPushed($0) && !$0.contains("Loading") }
      try await tmux.send("Left")
      let first = try await tmux.waitFor("This is the first photo of the gallery; → shows the next one.")
      #expect(!first.contains("mosaic photo"), "\(first)")
      try await tmux.send("Escape")
      try await tmux.waitFor("the grid") { $0.contains("Page 1 of 12") && !Self.isPushed($0) }
      try await tmux.send("5")
      let sheet = try await tmux.waitFor("Changes apply at once to every screen.")
      #expect(sheet.contains("Page 1 of 12"), "the gallery stays behind the sheet:\n\(sheet)")
      try await tmux.send("Escape")
      try await tmux.waitFor("the sheet closed") { !$0.contains("Changes apply at once") }
      try await tmux.send("q")
      try await tmux.waitFor("exit=0")
    }
  }
}
