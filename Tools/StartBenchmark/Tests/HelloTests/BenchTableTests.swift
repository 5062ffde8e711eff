import Foundation
import Testing

/// `make bench`'s table (Tools/scripts/bench-all.py): every row of issue 23 in its order, a row no benchmark wrote
/// says so and fails the run, and a row a benchmark wrote shows its figure, goal and verdict.
@Suite struct BenchTableTests {
  static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let script = repository.appending(path: "Tools/scripts/bench-all.py")

  func table(_ rows: [String]) throws -> (output: String, status: Int32) {
    let file = FileManager.default.temporaryDirectory.appending(path: "bench-rows-\(UUID().uuidString).tsv")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data((rows.map { $0 + "\n" }.joined()).utf8).write(to: file)
    return try BuiltProgram(path: "/usr/bin/env").run(["python3", Self.script.path, "--table", file.path])
  }

  @Test func aRowNoBenchmarkWrote_readsNotMeasured_andFails() throws {
    let (output, status) = try table(["gallery vs hello world\t1.40× (CPU 1.30×)\t≤ 1.5×\tyes"])
    #expect(status == 1)
    let lines = output.split(separator: "\n").map(String.init)
    let gallery = try #require(lines.first { $0.hasPrefix("| gallery vs hello world ") })
    #expect(gallery.contains("1.40× (CPU 1.30×)") && gallery.contains("| yes |"))
    let frame = try #require(lines.first { $0.hasPrefix("| full frame, 30-thumbnail grid, 120×40 ") })
    #expect(frame.contains("not measured (no row from bench-ui)"))
    // The issue's order: start-up rows first, the memory rows last.
    #expect(lines.firstIndex(of: gallery)! < lines.firstIndex(of: frame)!)
    #expect(lines.last?.hasPrefix("| peak memory, news ") == true)
  }

  @Test func everyRowWritten_passes_andAMissedGoalSaysNo() throws {
    let names = [
      "gallery vs hello world", "gallery --json vs hello world", "photo ID vs hello world", "news vs hello world",
      "favorites list vs hello world", "--version vs hello world", "the same five with 20 plugins installed, vs none",
      "saved search p99, 100,000 articles, slowest word class", "saved search vs LIKE at p99, weakest word class",
      "1,000 thumbnails, pipeline vs one at a time", "container singleton vs Swinject 2.10.0",
      "container transient vs Swinject 2.10.0", "full frame, 30-thumbnail grid, 120×40", "selection move p99",
      "peak memory, gallery", "peak memory, news",
    ]
    let (output, status) = try table(names.map { "\($0)\t2.0\tgoal\t\($0 == "selection move p99" ? "no" : "yes")" })
    #expect(status == 0)
    #expect(!output.contains("not measured"))
    let move = try #require(output.split(separator: "\n").first { $0.hasPrefix("| selection move p99 ") })
    #expect(move.hasSuffix("| no  |"))
  }
}
