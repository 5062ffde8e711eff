import Foundation

/// The times of one query or one class: wall clock as the caller waits, and the process's CPU time (the
/// benchmark does nothing else meanwhile, so it is the search's own work, without the waits a loaded machine
/// adds).
struct Samples {
  var wall: [Double] = []
  var cpu: [Double] = []

  mutating func append(_ other: Samples) {
    wall += other.wall
    cpu += other.cpu
  }

  mutating func record(_ sample: (wall: Double, cpu: Double)) {
    wall.append(sample.wall)
    cpu.append(sample.cpu)
  }

  /// Runs `body`; its wall-clock and CPU milliseconds.
  static func measure(_ body: () async throws -> Void) async rethrows -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    let cpuStart = cpuMilliseconds()
    let start = clock.now
    try await body()
    let elapsed = start.duration(to: clock.now)
    let cpu = cpuMilliseconds() - cpuStart
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1_000 + Double(attoseconds) / 1e15, cpu)
  }

  static func cpuMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1_000 + Double(spec.tv_nsec) / 1e6
  }
}

/// The value below which `fraction` of `values` lie (nearest rank).
func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
  return sorted[max(index, 0)]
}

func format(_ value: Double) -> String {
  value < 10 ? String(format: "%.3f ms", value) : String(format: "%.1f ms", value)
}

/// A count with a comma between each group of three digits, whatever the locale: `100,000`.
func grouped(_ count: Int) -> String {
  let digits = Array(String(count.magnitude))
  let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
    String(digits[max(0, end - 3)..<end])
  }
  return (count < 0 ? "-" : "") + groups.joined(separator: ",")
}

func ratio(_ value: Double) -> String {
  String(format: "%.0f×", value)
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  func rightPadded(_ width: Int) -> String {
    padding(toLength: max(width, count), withPad: " ", startingAt: 0)
  }
}
