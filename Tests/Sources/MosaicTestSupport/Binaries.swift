import Foundation

/// Where the built binaries are: `MOSAIC_BIN` and `MOSAIC_MOCK_API_BIN` (set by `make test-e2e`), else where
/// the Makefile puts them in the repository this file lives in. The `mosaic` under test is the released one,
/// installed by `make test-e2e` exactly as `make install` installs it, into `.build-e2e/prefix`.
public enum Binaries {
  /// The repository root, four levels above this file.
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The released `mosaic`, as `make install` installs it.
  public static func mosaic() throws -> URL {
    try locate(
      "MOSAIC_BIN", default: ".build-e2e/prefix/bin/mosaic",
      build: "`make install-e2e` (the release build, installed into .build-e2e/prefix as `make install` does)")
  }

  /// The `mosaic-mock-api` executable.
  public static func mockAPI() throws -> URL {
    try locate("MOSAIC_MOCK_API_BIN", default: ".build-mock-api/debug/mosaic-mock-api", build: "`make build-mock-api`")
  }

  private static func locate(_ variable: String, default path: String, build: String) throws -> URL {
    let url =
      ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) }
      ?? repositoryRoot.appendingPathComponent(path)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw TestSupportError(
        "There is no executable at '\(url.path)'; run \(build) first, or set \(variable) to the binary to test.")
    }
    return url
  }
}

/// Why the test support could not do its part.
public struct TestSupportError: Error, CustomStringConvertible, Sendable {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
