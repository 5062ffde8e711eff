import Synchronization
import Testing

@testable import TerminalGraphics

/// The progress line appears only after its delay, rewrites itself on a terminal and is erased at the end.
@Suite struct ProgressLineTests {
  final class Lines: Sendable {
    let written = Mutex<[String]>([])
    func write(_ line: String) { written.withLock { $0.append(line) } }
    var all: [String] { written.withLock { $0 } }
  }

  /// A clock whose sleep ends when the test says.
  final class GateClock: Clock, Sendable {
    typealias Instant = ContinuousClock.Instant
    let gate: AsyncStream<Void>
    let open: AsyncStream<Void>.Continuation
    init() { (gate, open) = AsyncStream.makeStream() }
    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
      for await _ in gate { return }
    }
  }

  @Test func quickWork_showsNothing() {
    let lines = Lines()
    let progress = ProgressLine(total: 3, isTerminal: true, clock: GateClock(), write: lines.write) { "\($0)/\($1)" }
    progress.start()
    progress.advance()
    progress.finish()
    #expect(lines.all.isEmpty && !progress.wasShown)
  }

  @Test func slowWork_showsAndRewritesOnATerminal() async {
    let lines = Lines()
    let clock = GateClock()
    let progress = ProgressLine(total: 2, isTerminal: true, clock: clock, write: lines.write) { "\($0)/\($1)" }
    progress.start()
    clock.open.yield()
    while !progress.wasShown { await Task.yield() }
    progress.advance()
    progress.finish()
    #expect(lines.all == ["0/2", ProgressLine.rewind + "1/2", ProgressLine.rewind + "\u{1B}[1A"])
  }

  @Test func slowWork_showsOneLineWhenNotATerminal() async {
    let lines = Lines()
    let clock = GateClock()
    let progress = ProgressLine(total: 2, isTerminal: false, clock: clock, write: lines.write) { "\($0)/\($1)" }
    progress.start()
    clock.open.yield()
    while !progress.wasShown { await Task.yield() }
    progress.advance()
    progress.finish()
    #expect(lines.all == ["0/2"])
  }
}
