import Foundation

/// One row of `make bench`'s table (Tools/scripts/bench-all.py): appended to the file MOSAIC_BENCH_ROWS names as
/// tab-separated row, figure, goal and `yes` or `no`; nothing when the variable is unset.
struct BenchRow {
  let row: String
  let figure: String
  let goal: String
  let met: Bool

  func append() {
    guard let path = ProcessInfo.processInfo.environment["MOSAIC_BENCH_ROWS"], !path.isEmpty else { return }
    let line = [row, figure, goal].map { $0.replacingOccurrences(of: "\t", with: " ") } + [met ? "yes" : "no"]
    let opened = FileHandle(forWritingAtPath: path)
    guard
      let handle = opened
        ?? (FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil)
    else {
      FileHandle.standardError.write(
        Data("search-benchmark: could not write '\(path)'; check MOSAIC_BENCH_ROWS.\n".utf8))
      return
    }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data((line.joined(separator: "\t") + "\n").utf8))
  }
}
