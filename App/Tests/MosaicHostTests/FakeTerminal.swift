import CoreUI
import CoreUITestSupport
import MosaicHost
import Synchronization

/// A terminal for in-process runs of `mosaic ui`: an in-memory screen behind the access the host asks for,
/// counting how often it was taken over and put back.
final class FakeTerminal: TerminalSession {
  let screen: InMemoryTerminal
  private let counts = Mutex((opened: 0, restored: 0, mouse: [Bool]()))

  init(size: Size = Size(width: 120, height: 40)) {
    screen = InMemoryTerminal(size: size)
  }

  var port: TerminalPort { screen.port }
  var opened: Int { counts.withLock { $0.opened } }
  var restored: Int { counts.withLock { $0.restored } }
  /// Whether each opening asked for mouse reports.
  var mouse: [Bool] { counts.withLock { $0.mouse } }

  func restore() {
    counts.withLock { $0.restored += 1 }
  }

  /// Access to this terminal; it is interactive unless `TERM` is `dumb`.
  var access: TerminalAccess {
    TerminalAccess(
      isInteractive: { $0["TERM"] != "dumb" },
      open: { mouse in
        self.counts.withLock {
          $0.opened += 1
          $0.mouse.append(mouse)
        }
        return self
      })
  }
}
