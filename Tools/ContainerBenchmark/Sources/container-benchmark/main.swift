import Foundation

// Numbers, not a test: nanoseconds per resolve on each shape for Core's container and Swinject 2.10.0, and
// the time to boot the registry with every feature module. ITERATIONS sets the resolves per shape.
let iterations = ProcessInfo.processInfo.environment["ITERATIONS"].flatMap(Int.init) ?? 200_000
let mosaic = MosaicShapes()
let swinject = SwinjectShapes()

/// Nanoseconds per call of `body`, the best of five rounds; the results are summed and checked so the
/// optimizer cannot drop the calls.
func measure(_ body: () throws -> Int) rethrows -> Double {
  var best = Double.infinity
  var sink = 0
  defer { if sink == 42 { print("") } }
  for _ in 0..<5 {
    let start = ContinuousClock.now
    for _ in 0..<iterations { sink &+= try body() }
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
  }
  return best / Double(iterations)
}

/// Nanoseconds per call with two threads calling `body` at once (wall time over both threads' calls).
func measureTwoThreads(_ body: @escaping @Sendable () -> Int) -> Double {
  var best = Double.infinity
  for _ in 0..<5 {
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
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
  }
  return best / Double(2 * iterations)
}

func row(_ shape: String, _ ours: Double, _ theirs: Double) {
  let ratio = theirs / ours
  let columns = [
    shape.padding(toLength: 34, withPad: " ", startingAt: 0), String(format: "%10.1f", ours),
    String(format: "%12.1f", theirs), String(format: "%8.1f×", ratio),
  ]
  print(columns.joined(separator: " "))
}

print("nanoseconds per resolve, the best of 5 rounds of \(iterations) resolves (release build)")
print("shape".padding(toLength: 34, withPad: " ", startingAt: 0) + "     Mosaic     Swinject  speed-up")
do {
  row("transient with three dependencies", try measure(mosaic.composite), measure(swinject.composite))
  row("singleton", try measure(mosaic.singleton), measure(swinject.singleton))
  row("named service", try measure(mosaic.named), measure(swinject.named))
  row("three-level graph", try measure(mosaic.graph), measure(swinject.graph))
  let shared = mosaic
  let theirs = swinject
  row(
    "two threads at once (3 deps)", measureTwoThreads { (try? shared.composite()) ?? 0 },
    measureTwoThreads { theirs.compositeSynchronized() })

  var boots: [Double] = []
  for _ in 0..<200 {
    let start = ContinuousClock.now
    try await bootRegistry()
    let elapsed = ContinuousClock.now - start
    boots.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
  }
  boots.sort()
  print(
    String(
      format: "registry boot, every feature module: median %.1f µs, p90 %.1f µs (200 boots)", boots[100],
      boots[180]))
} catch {
  print("container-benchmark: a shape failed (\(error)); fix the registrations above.")
  exit(1)
}
