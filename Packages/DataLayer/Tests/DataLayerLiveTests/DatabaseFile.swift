import CoreTestSupport
import Foundation

/// Runs `body` with a fresh database file in a temporary directory.
func withDatabaseFile<T>(_ body: (URL) async throws -> T) async throws -> T {
  try await withTemporaryDirectory { directory in
    try await body(directory.appendingPathComponent("mosaic.sqlite"))
  }
}
