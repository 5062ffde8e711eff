import Foundation

/// A finished `mosaic` run with what it cost: wall time and peak resident memory (GNU time's `%e` and `%M`).
public struct MeasuredRun: Sendable, CustomStringConvertible {
  public let result: CommandResult
  public let wall: Duration
  /// The largest resident set the process reached, in kilobytes.
  public let peakKilobytes: Int

  public var description: String { "\(result)--- wall \(wall), peak \(peakKilobytes) KB\n" }
}

extension Sandbox {
  /// Where GNU time lives; `make test` installs it (Debian package `time`).
  public static let timeCommand = URL(fileURLWithPath: "/usr/bin/time")

  /// Runs the built `mosaic` with `arguments` in this sandbox, from the sandbox's root as working directory (so
  /// a stray file lands where ``strayFiles()`` sees it), under GNU time, and measures it. The wall time is the
  /// child's own, as GNU time saw it, so a test process slow to notice the end (a busy machine, its threads all
  /// taken) does not add to it; the test's clock stands in only when the report is missing.
  public func measuredMosaic(
    _ arguments: [String], environment extra: [String: String] = [:], timeout: Duration = .seconds(120)
  ) async throws -> MeasuredRun {
    guard FileManager.default.isExecutableFile(atPath: Self.timeCommand.path) else {
      throw TestSupportError("There is no '\(Self.timeCommand.path)'; run `make deps` (it installs GNU time).")
    }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-time-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await ProcessRunner.run(
      Self.timeCommand, ["-f", "%e %M", "-o", report.path, try Binaries.mosaic().path] + arguments,
      environment: environment(extra), timeout: timeout, currentDirectory: root)
    let measured = clock.now - start
    // The report's last line is "seconds kilobytes"; a line before it may say the command ended with a signal.
    let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
    let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
    let seconds = fields.first.flatMap { Double($0) }
    let peak = fields.count == 2 ? Int(fields[1]) ?? -1 : -1
    let wall = seconds.map { Duration.milliseconds(Int64(($0 * 1000).rounded())) } ?? measured
    return MeasuredRun(result: result, wall: wall, peakKilobytes: peak)
  }

  /// Every file and folder under the sandbox outside what Mosaic may write — its data and cache directories
  /// (and the parents the sandbox names): Foundation's URL cache, a cookie file, anything.
  public func strayFiles() -> [String] {
    let allowed = [dataDirectory.path, cacheDirectory.path]
    let parents: Set<String> = [root.path, home.path, dataHome.path, cacheHome.path]
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }.filter { path in
      !parents.contains(path) && !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
  }
}
