import Foundation

/// The frame rows of `make bench`'s table: the figure beside its goal, and whether the goal is met.
struct FrameGoals {
  /// A full frame's median, in milliseconds.
  var fullMedian: Double
  /// A full frame's p99, in milliseconds.
  var fullP99: Double
  /// A selection move's p99, in milliseconds.
  var moveP99: Double

  static let fullGoal = 3.0
  static let moveGoal = 0.5

  /// The lines `make bench-ui` prints for the goals.
  var lines: [String] {
    [
      "  full frame: median \(Self.ms(fullMedian)), p99 \(Self.ms(fullP99))  (goal ≤ 3 ms, median: \(Self.verdict(fullMedian <= Self.fullGoal)))",
      "  selection move: p99 \(Self.ms(moveP99))  (goal ≤ 0.5 ms: \(Self.verdict(moveP99 <= Self.moveGoal)))",
    ]
  }

  /// The rows `make bench` collects, tab-separated: row, figure, goal, yes or no.
  var rows: [String] {
    [
      "full frame, 30-thumbnail grid, 120×40\t\(Self.row(fullMedian))\t≤ 3 ms\t\(fullMedian <= Self.fullGoal ? "yes" : "no")",
      "selection move p99\t\(Self.row(moveP99))\t≤ 0.5 ms\t\(moveP99 <= Self.moveGoal ? "yes" : "no")",
    ]
  }

  /// Appends ``rows`` to the file `path` names (created when missing).
  func append(toFile path: String) throws {
    let data = Data(rows.map { $0 + "\n" }.joined().utf8)
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: data) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
      return
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: data)
  }

  static func ms(_ value: Double) -> String { String(format: "%.3f ms", value) }

  /// A figure in the table: two decimals are enough beside a goal of 3 or 0.5 ms.
  static func row(_ value: Double) -> String { String(format: "%.2f ms", value) }

  private static func verdict(_ met: Bool) -> String { met ? "met" : "not met" }
}
