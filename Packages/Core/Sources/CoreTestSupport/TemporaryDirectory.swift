import Foundation

/// Runs `body` with a fresh, empty directory that is removed afterwards, whatever `body` does.
///
/// ```swift
/// try await withTemporaryDirectory { directory in
///   try SecureFile.write(data, to: directory.appendingPathComponent("a.json"))
///   #expect(try permissions(of: directory.appendingPathComponent("a.json")) == 0o600)
/// }
/// ```
public func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("MosaicTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}

/// The permission bits FileManager reports for the item at `url`.
public func permissions(of url: URL) throws -> Int? {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue
}
