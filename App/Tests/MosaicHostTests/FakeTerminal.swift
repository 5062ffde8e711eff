import CoreUI
import CoreUITestSupport
import Foundation
import ImageCodecs
import MosaicHost
import Synchronization
import TerminalGraphics

/// A terminal for in-process runs of `mosaic ui`: an in-memory screen behind the access the host asks for,
/// counting how often it was taken over and put back.
final class FakeTerminal: TerminalSession {
  let screen: InMemoryTerminal
  /// What the terminal answers about pictures when asked.
  let recordedAnswers: TerminalAnswers
  private let counts = Mutex((opened: 0, restored: 0, mouse: [Bool](), asked: [Bool](), fullScreen: [Bool]()))

  init(
    size: Size = Size(width: 120, height: 40), answers: TerminalAnswers = .none,
    cellPixels: PixelsPerCell = .assumed, records: Bool = false
  ) {
    // iTerm2's pictures come as libpng writes them, compressed.
    screen = InMemoryTerminal(size: size, cellPixels: cellPixels, records: records) {
      try SystemCodecs.decode(Data($0))
    }
    recordedAnswers = answers
  }

  var port: TerminalPort { screen.port }
  var opened: Int { counts.withLock { $0.opened } }
  var restored: Int { counts.withLock { $0.restored } }
  /// Whether each opening asked for mouse reports.
  var mouse: [Bool] { counts.withLock { $0.mouse } }
  /// Whether each opening asked the terminal about pictures.
  var asked: [Bool] { counts.withLock { $0.asked } }
  /// Whether each opening asked for the alternate screen (not in the accessible mode).
  var fullScreen: [Bool] { counts.withLock { $0.fullScreen } }
  /// Every byte the app wrote, as text, when made with `records`.
  var written: String { String(decoding: screen.snapshot.output, as: UTF8.self) }
  /// The answers when the last opening asked.
  var answers: TerminalAnswers { asked.last == true ? recordedAnswers : .none }

  func restore() {
    counts.withLock { $0.restored += 1 }
  }

  /// Access to this terminal; it is interactive unless `TERM` is `dumb`.
  var access: TerminalAccess {
    TerminalAccess(
      isInteractive: { $0["TERM"] != "dumb" },
      open: { options in
        self.counts.withLock {
          $0.opened += 1
          $0.mouse.append(options.mouse)
          $0.asked.append(options.asksGraphics)
          $0.fullScreen.append(options.fullScreen)
        }
        return self
      })
  }
}
