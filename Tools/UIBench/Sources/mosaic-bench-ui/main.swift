import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import GalleryFeature
import NetworkLayer
import Synchronization

/// `make bench-ui`: the gallery grid of 30 thumbnails (the pipeline's pictures) at 120×40, through the same
/// registry, coordinators, screens and loop as `mosaic ui`, on an in-memory terminal.
@MainActor
func benchmark() async throws {
  let size = Size(width: 120, height: 40)
  let rounds = 500
  let registry = try PluginRegistry(modules: [BenchServices(), GalleryModule()])
  try await registry.boot()
  defer { Task { await registry.shutdown() } }
  let environment = UIEnvironment(theme: .dark, clock: .stopped)
  func makeRoot() -> TabBarCoordinator {
    TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: environment, session: .noop)
  }

  // Frames, composed and diffed directly.
  let root = makeRoot()
  let app = TerminalApp(root: root, environment: environment)
  try await root.start(opening: nil)
  await root.stack.top?.settle()
  // A frame asks for the pictures that show; the measured frames start once they have all arrived (the
  // frame stops changing).
  var settled = app.measureFrame(size: size, over: nil).buffer
  var unchanged = 0
  for _ in 0..<400 where unchanged < 5 {
    try await Task.sleep(for: .milliseconds(5))
    let frame = app.measureFrame(size: size, over: nil).buffer
    unchanged = frame == settled ? unchanged + 1 : 0
    settled = frame
  }
  let clock = ContinuousClock()
  var previous = app.measureFrame(size: size, over: nil).buffer
  let full = app.measureFrame(size: size, over: nil).bytes.count
  var frameTimes: [Duration] = []
  var moveBytes: [Int] = []
  for round in 0..<rounds {
    _ = root.stack.top?.handle(.key(round.isMultiple(of: 2) ? .right : .left))
    let start = clock.now
    let frame = app.measureFrame(size: size, over: previous)
    frameTimes.append(start.duration(to: clock.now))
    moveBytes.append(frame.bytes.count)
    previous = frame.buffer
  }
  var fullTimes: [Duration] = []
  for _ in 0..<100 {
    let start = clock.now
    _ = app.measureFrame(size: size, over: nil)
    fullTimes.append(start.duration(to: clock.now))
  }

  // Key to frame, through the loop.
  let loopRoot = makeRoot()
  let loop = TerminalApp(root: loopRoot, environment: environment)
  let terminal = InMemoryTerminal(size: size)
  let frames = FrameSignal()
  loop.onFrame = { _ in frames.signal() }
  let running = Task { try await loop.run(on: terminal.port) }
  try await terminal.waitFor("Page 1 of 12")
  await loopRoot.stack.top?.settle()
  var latencies: [Duration] = []
  for round in 0..<rounds {
    let before = frames.count
    let start = clock.now
    terminal.send(round.isMultiple(of: 2) ? "\u{1B}[C" : "\u{1B}[D")
    await frames.wait(beyond: before)
    latencies.append(start.duration(to: clock.now))
  }
  terminal.report(.terminate)
  _ = try await running.value

  let moved = moveBytes.sorted()[moveBytes.count / 2]
  print(
    "mosaic-bench-ui: the gallery grid, 30 thumbnails, \(size), dark theme, \(rounds) rounds, "
      + "\(BenchServices.drawn.withLock { $0 }) pictures from the image client")
  print(
    "  frame after a selection move, build + diff: p50 \(ms(percentile(frameTimes, 0.5))), p99 \(ms(percentile(frameTimes, 0.99)))  (goal < 8 ms)"
  )
  print(
    "  full frame, build + every cell:             p50 \(ms(percentile(fullTimes, 0.5))), p99 \(ms(percentile(fullTimes, 0.99)))"
  )
  print(
    "  bytes written for a selection move: \(moved) of \(full) for a full frame = \(String(format: "%.1f", Double(moved) * 100 / Double(full)))%  (goal < 10%)"
  )
  print(
    "  key to frame through the loop:              p50 \(ms(percentile(latencies, 0.5))), p99 \(ms(percentile(latencies, 0.99)))"
  )
}

func percentile(_ values: [Duration], _ fraction: Double) -> Duration {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func ms(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.3f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

try await benchmark()
