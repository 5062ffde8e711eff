import Core
import CoreUI
import Foundation
import Synchronization
import TerminalGraphics
import TerminalGraphicsTestSupport

/// A ``CoreUI/TerminalPort`` in memory for driving the whole app in a test: send keys, resize, and wait for
/// what the screen shows, through a ``VirtualTerminal`` that interprets every byte the app writes.
///
/// ```swift
/// let terminal = InMemoryTerminal(size: Size(width: 120, height: 40))
/// let run = Task { try await app.run(on: terminal.port) }
/// try await terminal.waitFor("Gallery")
/// terminal.send("\r")
/// try await terminal.waitFor { $0.text.contains("Details") }
/// ```
public final class InMemoryTerminal: Sendable {
  /// What the terminal has seen so far.
  public struct Snapshot: Sendable {
    public var screen: VirtualTerminal
    /// Every byte written.
    public var bytesWritten = 0
    /// How many writes (frames with changes).
    public var frames = 0
    /// How many times the app handed the terminal back to the shell.
    public var suspensions = 0
    /// Every byte written, in order, when the terminal was made to record them (the accessible transcript).
    public var output: [UInt8] = []

    public var text: String { screen.text }
    public var lines: [String] { screen.lines }
    public var buffer: CellBuffer { screen.buffer }
  }

  fileprivate struct Waiter {
    let id: Int
    let condition: @Sendable (Snapshot) -> Bool
    let resume: CheckedContinuation<Void, any Error>
  }

  fileprivate struct State {
    var snapshot: Snapshot
    var size: Size
    var waiters: [Waiter] = []
    var nextWaiter = 0
  }

  private let box: StateBox
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  /// The port to hand the app.
  public let port: TerminalPort

  /// A terminal of `size` cells, each `cellPixels` pixels, reading iTerm2's PNG files with `decodePNG`; with
  /// `records`, keeping every byte written in ``Snapshot/output``.
  public init(
    size: Size, cellPixels: PixelsPerCell = .assumed, records: Bool = false,
    decodePNG: @escaping @Sendable ([UInt8]) throws -> Bitmap = { try PNGReader.decode($0) }
  ) {
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    let screen = VirtualTerminal(size: size, cellPixels: cellPixels, decodePNG: decodePNG)
    let box = StateBox(State(snapshot: Snapshot(screen: screen), size: size))
    self.box = box
    self.continuation = continuation
    self.port = TerminalPort(
      size: { box.state.withLock { $0.size } },
      write: { bytes in
        box.update {
          $0.screen.feed(bytes)
          $0.bytesWritten += bytes.count
          $0.frames += 1
          if records { $0.output += bytes }
        }
      },
      events: events,
      suspend: { box.update { $0.suspensions += 1 } })
  }

  /// Everything the terminal has seen so far.
  public var snapshot: Snapshot { box.state.withLock { $0.snapshot } }
  /// What the screen shows now.
  public var screen: VirtualTerminal { snapshot.screen }
  public var bytesWritten: Int { snapshot.bytesWritten }
  public var frames: Int { snapshot.frames }
  public var suspensions: Int { snapshot.suspensions }

  /// Types `text`, byte for byte: `"\u{1B}[A"` is the up arrow.
  public func send(_ text: String) {
    continuation.yield(.input(Array(text.utf8)))
  }

  /// Sends raw bytes.
  public func send(bytes: [UInt8]) {
    continuation.yield(.input(bytes))
  }

  /// Reports that no more input follows for now (a lone Esc becomes the Escape key).
  public func idle() {
    continuation.yield(.inputIdle)
  }

  /// Reports a terminal event: a signal, the end of input.
  public func report(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Resizes the terminal, which clears it, and tells the app.
  public func resize(_ size: Size) {
    box.update(size: size) { $0.screen.resize(size) }
    continuation.yield(.resized(size))
  }

  /// Ends input, as a closed terminal does.
  public func close() {
    continuation.finish()
  }

  /// How long a wait may take before it fails: a bound, not a pause. Generous, because the screen tests share
  /// two cores with each other and, on a shared machine, with other builds; a screen that shows what is asked for
  /// returns at once.
  public static let defaultTimeout = Duration.seconds(60)

  /// Waits until the screen shows `text`.
  public func waitFor(_ text: String, timeout: Duration = defaultTimeout) async throws {
    try await waitFor(timeout: timeout) { $0.text.contains(text) }
  }

  /// Waits until `condition` holds, failing after `timeout` (a bound, not a pause: it returns as soon as
  /// a write satisfies the condition).
  public func waitFor(
    timeout: Duration = defaultTimeout, _ condition: @escaping @Sendable (Snapshot) -> Bool
  ) async throws {
    let box = self.box
    let id = box.state.withLock { state -> Int in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      let (waiter, text) = box.state.withLock { state in
        (state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }, state.snapshot.text)
      }
      waiter?.resume.resume(throwing: TerminalWaitError("The screen did not change as expected:\n\(text)"))
    }
    defer { timer.cancel() }
    try await withCheckedThrowingContinuation { (resume: CheckedContinuation<Void, any Error>) in
      let done = box.state.withLock { state -> Bool in
        if condition(state.snapshot) { return true }
        state.waiters.append(Waiter(id: id, condition: condition, resume: resume))
        return false
      }
      if done { resume.resume() }
    }
  }
}

/// The terminal's state behind a lock, shared by the port's closures.
private final class StateBox: Sendable {
  let state: Mutex<InMemoryTerminal.State>

  init(_ state: InMemoryTerminal.State) {
    self.state = Mutex(state)
  }

  /// Changes the snapshot (and the size), then resumes the waiters whose condition now holds.
  func update(size: Size? = nil, _ change: (inout InMemoryTerminal.Snapshot) -> Void) {
    let ready = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      if let size { state.size = size }
      change(&state.snapshot)
      let snapshot = state.snapshot
      let matched = state.waiters.filter { $0.condition(snapshot) }
      state.waiters.removeAll { waiter in matched.contains { $0.id == waiter.id } }
      return matched.map(\.resume)
    }
    for resume in ready { resume.resume() }
  }
}

/// The screen never showed what a test waited for.
public struct TerminalWaitError: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
