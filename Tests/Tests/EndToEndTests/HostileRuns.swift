import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `mosaic` against a hostile mock server and checks what must hold whatever the server does:
/// the run ends in bounded time and memory, the key appears nowhere (output, errors, files), and nothing is
/// written outside Mosaic's own folders.
enum HostileRuns {
  static let key = "hostile-e2e-key-\(UUID().uuidString)"
  /// The request deadline of runs about slowness: short, to keep the suite fast.
  static let shortTimeout = 2
  /// The request deadline of every other run: long enough for the (debug) mock on a busy machine.
  static let requestTimeout = 20
  /// What a busy two-core machine may add to any bound.
  static let slack = Duration.seconds(45)
  /// `mosaic` listing a page stays well under it (the release near 20 MB offline, a debug build once near 50 MB
  /// against the mock); a body read whole or inflated unbounded goes far past.
  static let memoryBoundKilobytes = 150 * 1024

  static func environment(_ server: MockServer, _ extra: [String: String] = [:]) -> [String: String] {
    [
      "MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": key,
      "MOSAIC_REQUEST_TIMEOUT": "\(requestTimeout)", "MOSAIC_COMMAND_TIMEOUT": "60",
    ].merging(extra) { $1 }
  }

  /// `mosaic <arguments>` in `sandbox` against `server`, measured and checked; `within` bounds the wall time
  /// (two deadlines — a timed-out attempt is retried once — plus slack, unless given).
  ///
  /// Pass `MOSAIC_REQUEST_TIMEOUT` in `environment` for runs about deadlines; the default is generous.
  @discardableResult
  static func run(
    _ sandbox: Sandbox, _ arguments: [String], against server: MockServer, environment extra: [String: String] = [:],
    within bound: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> MeasuredRun {
    let run = try await sandbox.measuredMosaic(arguments, environment: environment(server, extra))
    let deadline = Int(extra["MOSAIC_REQUEST_TIMEOUT"] ?? "") ?? requestTimeout
    let limit = bound ?? .seconds(2 * deadline) + slack
    #expect(run.wall < limit, "ran \(run.wall), more than \(limit)\n\(run)", sourceLocation: sourceLocation)
    #expect(run.peakKilobytes > 0, "no peak memory measured\n\(run)", sourceLocation: sourceLocation)
    #expect(
      run.peakKilobytes < memoryBoundKilobytes, "peak memory \(run.peakKilobytes) KB\n\(run)",
      sourceLocation: sourceLocation)
    #expect(
      !run.result.stdout.contains(key) && !run.result.stderr.contains(key), "\(run)", sourceLocation: sourceLocation)
    #expect(
      !run.result.stderr.contains("Fatal error") && run.result.status < 128, "\(run)", sourceLocation: sourceLocation)
    for file in sandbox.files() {
      let contents = (try? Data(contentsOf: file)) ?? Data()
      #expect(
        contents.range(of: Data(key.utf8)) == nil, "the key leaked into \(file.path)", sourceLocation: sourceLocation)
    }
    #expect(
      sandbox.strayFiles().isEmpty, "written outside Mosaic's folders: \(sandbox.strayFiles())",
      sourceLocation: sourceLocation)
    return run
  }

  /// Starts a mock with `hostile` (and `flags`), runs `body`, and stops it.
  static func withHostileServer<T>(
    _ hostile: String, _ flags: [String] = [], _ body: (MockServer) async throws -> T
  ) async throws -> T {
    try await withMockServer(["--unsplash-key", key, "--hostile", hostile] + flags, body)
  }
}
