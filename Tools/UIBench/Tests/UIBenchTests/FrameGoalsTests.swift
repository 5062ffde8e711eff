import Foundation
import Testing

@testable import mosaic_bench_ui

/// `make bench-ui`'s goal lines and the rows it gives `make bench`'s table: the names the table expects, the
/// figure, the goal, and yes only when the goal is met.
@Suite struct FrameGoalsTests {
  @Test func rows_nameTheFigureAndTheGoal_andSayWhetherItIsMet() {
    let met = FrameGoals(fullMedian: 2.804, fullP99: 9.1, moveP99: 0.41)
    #expect(
      met.rows == [
        "full frame, 30-thumbnail grid, 120×40\t2.80 ms\t≤ 3 ms\tyes", "selection move p99\t0.41 ms\t≤ 0.5 ms\tyes",
      ])
    let short = FrameGoals(fullMedian: 3.2, fullP99: 4, moveP99: 0.51)
    #expect(short.rows.map { $0.split(separator: "\t").last } == ["no", "no"])
    #expect(short.lines.allSatisfy { $0.contains("not met") })
    #expect(met.lines[0].contains("median 2.804 ms, p99 9.100 ms") && met.lines[0].contains("goal ≤ 3 ms"))
    #expect(met.lines[1].contains("p99 0.410 ms") && met.lines[1].contains("goal ≤ 0.5 ms"))
  }

  @Test func rows_areAppendedToTheFile_keepingWhatItHeld() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-rows-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let goals = FrameGoals(fullMedian: 1.5, fullP99: 2, moveP99: 0.3)
    try goals.append(toFile: path)
    try goals.append(toFile: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 4)
    #expect(text.hasPrefix("full frame, 30-thumbnail grid, 120×40\t1.50 ms\t≤ 3 ms\tyes\n"))
  }
}
