import Foundation

/// Where the built binaries are: `MOSAIC_BIN` and `MOSAIC_MOCK_API_BIN` (set by `make test`), else the
/// debug build folders of the repository this file lives in.
public enum Binaries {
  /// The repository root, four levels above this file.
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `mosaic` executable.
  public static func mosaic() throws -> URL {
    try locate("MOSAIC_BIN", default: "App/.build/debug/mosaic", build: "swift build --package-path App")
  }

  /// The `mosaic-mock-api` executable.
  public static func mockAPI() throws -> URL {
    try locate(
      "MOSAIC_MOCK_API_BIN", default: "Tools/MockAPI/.build/debug/mosaic-mock-api",
      build: "swift build --package-path Tools/MockAPI")
  }

  private static func locate(_ variable: String, default path: String, build: String) throws -> URL {
    let url =
      ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) }
      ?? repositoryRoot.appendingPathComponent(path)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw TestSupportError(
        "There is no executable at '\(url.path)'; run `make build` (or `\(build)`) first, or set \(variable).")
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
