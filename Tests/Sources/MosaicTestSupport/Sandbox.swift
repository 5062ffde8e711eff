import Foundation

/// A private home for one test: its own HOME, data and cache directories, removed afterwards, and an
/// environment that inherits nothing from the developer's shell (no API keys, no XDG overrides).
public struct Sandbox: Sendable {
  public let root: URL
  public var home: URL { root.appendingPathComponent("home") }
  /// `$XDG_DATA_HOME`; Mosaic's data lives in its `mosaic` subdirectory.
  public var dataHome: URL { root.appendingPathComponent("data") }
  /// `$XDG_CACHE_HOME`; Mosaic's cache lives in its `mosaic` subdirectory.
  public var cacheHome: URL { root.appendingPathComponent("cache") }
  public var dataDirectory: URL { dataHome.appendingPathComponent("mosaic") }
  public var cacheDirectory: URL { cacheHome.appendingPathComponent("mosaic") }

  public init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
  }

  /// The environment `mosaic` runs with, plus `extra`.
  public func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = [
      "PATH": "/usr/local/bin:/usr/bin:/bin",
      "HOME": home.path,
      "XDG_DATA_HOME": dataHome.path,
      "XDG_CACHE_HOME": cacheHome.path,
      "LANG": "C.UTF-8",
      "TZ": "UTC",
    ]
    // `make sanitize` configures the sanitizers of the binary under test through these (`make sanitize-thread`
    // preloads Tools/sanitizers/tsan-mutex.c).
    for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE", "LD_PRELOAD"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// Runs the built `mosaic` with `arguments` in this sandbox.
  public func mosaic(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> CommandResult {
    try await ProcessRunner.run(try Binaries.mosaic(), arguments, environment: environment(extra))
  }

  /// Every regular file under the sandbox, for tests that inspect what `mosaic` wrote.
  public func files() -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }
  }

  /// Removes the sandbox.
  public func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Runs `body` in a fresh sandbox that is removed afterwards.
public func withSandbox<T>(_ body: (Sandbox) async throws -> T) async throws -> T {
  let sandbox = try Sandbox()
  defer { sandbox.remove() }
  return try await body(sandbox)
}
