import Foundation

// Numbers, not a test: nanoseconds per resolve on each shape for Core's container (frozen, as after boot) and
// Swinject 2.10.0, and the time to boot the registry with every feature module. ITERATIONS sets the resolves
// per round, ROUNDS the rounds; the two containers take turns round by round, so a busy machine slows both.
let iterations = ProcessInfo.processInfo.environment["ITERATIONS"].flatMap(Int.init) ?? 200_000
let rounds = ProcessInfo.processInfo.environment["ROUNDS"].flatMap(Int.init) ?? 7
/// Issue 23's goal for every shape.
let goal = 20.0

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.attoseconds) / 1e9 + Double(duration.components.seconds) * 1e9
}

/// The CPU time this thread has used, in nanoseconds: unlike the wall clock it does not count the time other
/// processes on a busy machine held the cores, which would swamp a round that outlasts a scheduler slice.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// CPU nanoseconds per call of `body` over one round; the results are summed and checked so the optimizer
/// cannot drop the calls.
func round(_ body: () throws -> Int) rethrows -> Double {
  var sink = 0
  defer { if sink == 42 { print("") } }
  let start = threadCPUNanoseconds()
  for _ in 0..<iterations { sink &+= try body() }
  return (threadCPUNanoseconds() - start) / Double(iterations)
}

/// Nanoseconds per call with two threads calling `body` at once (wall time over both threads' calls, so it counts
/// waiting for the other thread's lock; on a busy machine it counts other processes too).
func roundOnTwoThreads(_ body: @escaping @Sendable () -> Int) -> Double {
  let group = DispatchGroup()
  let start = ContinuousClock.now
  for _ in 0..<2 {
    group.enter()
    Thread {
      var local = 0
      for _ in 0..<iterations { local &+= body() }
      if local == 42 { print("") }
      group.leave()
    }.start()
  }
  group.wait()
  return nanoseconds(ContinuousClock.now - start) / Double(2 * iterations)
}

/// The best round of each, Mosaic's and Swinject's rounds alternating.
func interleaved(_ ours: () throws -> Double, _ theirs: () -> Double) rethrows -> (ours: Double, theirs: Double) {
  var best = (ours: Double.infinity, theirs: Double.infinity)
  for _ in 0..<rounds {
    best.ours = min(best.ours, try ours())
    best.theirs = min(best.theirs, theirs())
  }
  return best
}

/// Prints one shape's row with its goal; returns the speed-up.
func row(_ shape: String, _ times: (ours: Double, theirs: Double)) -> Double {
  let ratio = times.theirs / times.ours
  let columns = [
    shape.padding(toLength: 34, withPad: " ", startingAt: 0), String(format: "%10.1f", times.ours),
    String(format: "%12.1f", times.theirs), String(format: "%8.1f×", ratio),
    "  ≥ \(Int(goal))×  " + (ratio >= goal ? "met" : "short"),
  ]
  print(columns.joined(separator: " "))
  return ratio
}

/// The rows of `make bench`'s table this benchmark measures, by the shape that measures each.
let benchRows = [
  "singleton": "container singleton vs Swinject 2.10.0",
  "transient with three dependencies": "container transient vs Swinject 2.10.0",
]

/// Appends each of `benchRows`' rows (`row<TAB>figure<TAB>goal<TAB>yes|no`) to the file MOSAIC_BENCH_ROWS names.
func appendBenchRows(_ speedUps: [(shape: String, ratio: Double)]) {
  guard let path = ProcessInfo.processInfo.environment["MOSAIC_BENCH_ROWS"], !path.isEmpty else { return }
  let lines = speedUps.compactMap { measured in
    benchRows[measured.shape].map { name in
      [name, String(format: "%.1f×", measured.ratio), "≥ \(Int(goal))×", measured.ratio >= goal ? "yes" : "no"]
        .joined(separator: "\t") + "\n"
    }
  }
  guard let handle = FileHandle(forWritingAtPath: path) ?? createdFile(path) else {
    print("container-benchmark: cannot write the rows to '\(path)'; check that its folder exists and is writable.")
    return
  }
  defer { try? handle.close() }
  _ = try? handle.seekToEnd()
  handle.write(Data(lines.joined().utf8))
}

func createdFile(_ path: String) -> FileHandle? {
  FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
}

func loadAverage() -> String {
  var load = [Double](repeating: 0, count: 3)
  _ = getloadavg(&load, 3)
  return String(format: "%.2f %.2f %.2f", load[0], load[1], load[2])
}

print(
  "CPU nanoseconds per resolve (two threads: wall), the best of \(rounds) interleaved rounds of \(iterations) "
    + "resolves (release build); "
    + "load average \(loadAverage())")
print("shape".padding(toLength: 34, withPad: " ", startingAt: 0) + "     Mosaic     Swinject  speed-up  goal")
do {
  let mosaic = try MosaicShapes()
  let swinject = SwinjectShapes()
  var speedUps: [(shape: String, ratio: Double)] = []
  func measured(_ shape: String, _ times: (ours: Double, theirs: Double)) {
    speedUps.append((shape, row(shape, times)))
  }
  measured(
    "transient with three dependencies", try interleaved({ try round(mosaic.composite) }, { round(swinject.composite) })
  )
  measured("singleton", try interleaved({ try round(mosaic.singleton) }, { round(swinject.singleton) }))
  measured("named service", try interleaved({ try round(mosaic.named) }, { round(swinject.named) }))
  measured("three-level graph", try interleaved({ try round(mosaic.graph) }, { round(swinject.graph) }))
  measured(
    "two threads at once (3 deps)",
    interleaved(
      { roundOnTwoThreads { (try? mosaic.composite()) ?? 0 } },
      { roundOnTwoThreads { swinject.compositeSynchronized() } }
    ))

  var boots: [Double] = []
  for _ in 0..<200 {
    let start = ContinuousClock.now
    try await bootRegistry()
    boots.append(nanoseconds(ContinuousClock.now - start) / 1_000)
  }
  boots.sort()
  print(
    String(
      format: "registry boot, every feature module: median %.1f µs, p90 %.1f µs (200 boots)", boots[100],
      boots[180]))
  appendBenchRows(speedUps)
  let short = speedUps.filter { $0.ratio < goal }
  print(
    "goal: at least \(Int(goal))× Swinject on every shape ("
      + (short.isEmpty
        ? "met: lowest \(String(format: "%.1f", speedUps.map(\.ratio).min() ?? 0))×"
        : "missed: " + short.map { "\($0.shape) \(String(format: "%.1f", $0.ratio))×" }.joined(separator: ", "))
      + "); load average now \(loadAverage())")
} catch {
  print("container-benchmark: a shape failed (\(error)); fix the registrations above.")
  exit(1)
}
