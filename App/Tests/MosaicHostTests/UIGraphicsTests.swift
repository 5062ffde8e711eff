import Core
import CoreUI
import CoreUITestSupport
import Foundation
import MosaicHost
import TerminalGraphics
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 25: `mosaic ui` draws its pictures by the protocol the terminal answers it speaks — in memory,
  /// with every protocol read back: each tile's picture whole, where its tile is, none left when the grid
  /// scrolls, and kitty's images deleted when the app ends.
  @Suite struct UIGraphicsTests {
    let sandbox = HostSandbox()
    static let cell = PixelsPerCell(across: 4, down: 8)
    static let size = Size(width: 100, height: 30)

    /// Pictures that show, none overlapping another.
    static func checkLayout(_ pictures: [ShownPicture], sourceLocation: SourceLocation = #_sourceLocation) {
      for (index, picture) in pictures.enumerated() {
        #expect(picture.isWhole, "picture at \(picture.cells) is partly painted over", sourceLocation: sourceLocation)
        for other in pictures.dropFirst(index + 1) {
          #expect(
            picture.cells.intersection(other.cells).isEmpty, "\(picture.cells) overlaps \(other.cells)",
            sourceLocation: sourceLocation)
        }
      }
    }

    @Test(arguments: [
      ("sixel", TerminalAnswers(deviceAttributes: [62, 4], cellPixels: cell), ["TERM": "foot"]),
      (
        "kitty", TerminalAnswers(kittyGraphics: true, deviceAttributes: [62], cellPixels: cell), ["TERM": "xterm-kitty"]
      ),
      ("iterm2", TerminalAnswers(deviceAttributes: [62, 4], cellPixels: cell), ["TERM_PROGRAM": "iTerm.app"]),
    ])
    func answeredProtocol_drawsTheGallery_andScrollingLeavesNothingBehind(
      _ name: String, _ answers: TerminalAnswers, _ environment: [String: String]
    ) async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal(size: Self.size, answers: answers, cellPixels: Self.cell)
      let run = Task { await sandbox.run(["ui"], environment: environment, terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      // Three rows of four tiles show.
      try await terminal.screen.waitFor { $0.screen.pictures.count >= 12 }
      let first = terminal.screen.screen.pictures
      Self.checkLayout(first)
      #expect(terminal.screen.screen.malformedSequences.isEmpty)
      expectAll(first) { $0.cells.width >= 20 && $0.cells.height >= 5 }
      // Scroll down a page of rows: the pictures that show are again whole and apart.
      terminal.screen.send("\u{1B}[6~")
      try await terminal.screen.waitFor { snapshot in
        let pictures = snapshot.screen.pictures
        return pictures.count >= 12 && Set(pictures.map(\.bitmap)) != Set(first.map(\.bitmap))
      }
      Self.checkLayout(terminal.screen.screen.pictures)
      terminal.screen.send("q")
      let result = await run.value
      #expect(result.status == 0, "\(result.errors)")
      #expect(terminal.asked == [true])
      if name == "kitty" {
        #expect(terminal.screen.screen.pictures.isEmpty && terminal.screen.screen.kittyImages.isEmpty)
      }
    }

    @Test func graphicsText_asksNothing_andDrawsWords() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal(
        size: Self.size, answers: TerminalAnswers(kittyGraphics: true, deviceAttributes: [62]))
      let run = Task {
        await sandbox.run(
          ["ui", "--graphics", "text"], environment: ["TERM": "xterm-kitty"], terminal: terminal.access)
      }
      try await terminal.screen.waitFor("Page 1 of 12")
      #expect(terminal.screen.screen.pictures.isEmpty && !terminal.screen.screen.text.contains("▀"))
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
      #expect(terminal.asked == [false])
    }

    @Test func badGraphicsValue_failsBeforeTheTerminalChanges() async {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let result = await sandbox.run(
        ["ui", "--graphics", "braille"], environment: ["TERM": "xterm"], terminal: terminal.access)
      #expect(result.status == 64)
      #expect(
        result.errors.contains(
          "--graphics must be one of auto, truecolor, 256, kitty, sixel, iterm2, text, not 'braille'."))
      #expect(terminal.opened == 0)
    }
  }
}
