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
  var frameCPU: [Duration] = []
  var moveBytes: [Int] = []
  for round in 0..<rounds {
    _ = root.stack.top?.handle(.key(round.isMultiple(of: 2) ? .right : .left))
    let start = clock.now
    let cpu = threadCPUTime()
    let frame = app.measureFrame(size: size, over: previous)
    frameCPU.append(threadCPUTime() - cpu)
    frameTimes.append(start.duration(to: clock.now))
    moveBytes.append(frame.bytes.count)
    previous = frame.buffer
  }
  var fullTimes: [Duration] = []
  var fullCPU: [Duration] = []
  for _ in 0..<100 {
    let start = clock.now
    let cpu = threadCPUTime()
    _ = app.measureFrame(size: size, over: nil)
    fullCPU.append(threadCPUTime() - cpu)
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
    "                                   CPU time:  p50 \(ms(percentile(frameCPU, 0.5))), p99 \(ms(percentile(frameCPU, 0.99)))"
  )
  print(
    "  full frame, build + every cell:             p50 \(ms(percentile(fullTimes, 0.5))), p99 \(ms(percentile(fullTimes, 0.99)))"
  )
  print(
    "                                   CPU time:  p50 \(ms(percentile(fullCPU, 0.5))), p99 \(ms(percentile(fullCPU, 0.99)))"
  )
  print(
    "  bytes written for a selection move: \(moved) of \(full) for a full frame = \(String(format: "%.1f", Double(moved) * 100 / Double(full)))%  (goal < 10%)"
  )
  print(
    "  key to frame through the loop:              p50 \(ms(percentile(latencies, 0.5))), p99 \(ms(percentile(latencies, 0.99)))"
  )
  let goals = FrameGoals(
    fullMedian: milliseconds(percentile(fullTimes, 0.5)), fullP99: milliseconds(percentile(fullTimes, 0.99)),
    moveP99: milliseconds(percentile(frameTimes, 0.99)))
  for line in goals.lines { print(line) }
  if let path = ProcessInfo.processInfo.environment["MOSAIC_BENCH_ROWS"], !path.isEmpty {
    try goals.append(toFile: path)
  }
}

/// The CPU time the calling thread has used: a frame's own cost, whatever else runs on the machine.
func threadCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

func percentile(_ values: [Duration], _ fraction: Double) -> Duration {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func ms(_ duration: Duration) -> String { String(format: "%.3f ms", milliseconds(duration)) }

try await benchmark()
