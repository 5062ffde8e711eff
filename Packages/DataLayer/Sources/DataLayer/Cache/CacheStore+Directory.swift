import Foundation
import SecureFiles

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CacheStore {
  /// Entries as files in `directory`, one per name, written atomically with ``SecureFile`` (0600, in a 0700
  /// directory created on the first save) and without waiting for the disk, as a cache may.
  ///
  /// ```swift
  /// let cache = CacheStore.directory(locations.cacheStoreDirectory)
  /// try await cache.save("gallery-listing.json", Data("{}".utf8))
  /// ```
  ///
  /// An ``update`` holds a lock file beside the entry (`.<name>.lock`, which no entry name can be) while it reads and
  /// writes, so updates from several processes take turns.
  ///
  /// - Parameters:
  ///   - limit: The largest entry in bytes: saving a larger one throws `cacheEntryTooLarge`, and a larger file
  ///     found on disk loads as `nil`.
  ///   - lockWait: How long an update waits for another to finish before it throws `cacheEntryBusy`.
  public static func directory(
    _ directory: URL, limit: Int = defaultLimit, lockWait: Duration = .seconds(5)
  ) -> CacheStore {
    let files = CacheDirectory(directory: directory, limit: limit, lockWait: lockWait)
    return CacheStore(
      load: { name in try files.load(name) },
      save: { name, data in try files.save(name, data) },
      remove: { name in try files.remove(name) },
      update: { name, transform in try await files.update(name, transform) }
    )
  }
}

/// The files behind ``CacheStore/directory(_:limit:)``.
private struct CacheDirectory: Sendable {
  let directory: URL
  let limit: Int
  let lockWait: Duration

  func load(_ name: String) throws(DataLayerError) -> Data? {
    let file = try url(of: name)
    // Unreadable or too large: the entry is lost, which a cache allows.
    return try? SecureFile.read(file, limit: limit)
  }

  func save(_ name: String, _ data: Data) throws(DataLayerError) {
    let file = try url(of: name)
    try CacheStore.checkSize(data, of: name, limit: limit)
    do {
      try SecureFile.write(data, to: file, durability: .cache)
    } catch {
      // A file in the way of the directory is what the system calls "Not a directory".
      throw DataLayerError(
        .cacheWriteFailed, path: directory.path, detail: error.reason ?? String(cString: strerror(ENOTDIR)),
        value: name)
    }
  }

  func remove(_ name: String) throws(DataLayerError) {
    let file = try url(of: name)
    guard unlink(file.path) != 0 else { return }
    let failure = SystemFailure.current()
    guard failure.code != ENOENT, failure.code != ENOTDIR else { return }
    throw DataLayerError(.cacheRemoveFailed, path: directory.path, detail: failure.reason, value: name)
  }

  func update(_ name: String, _ transform: (Data?) throws -> Data) async throws {
    let lock = directory.appendingPathComponent(".\(try CacheStore.checked(name)).lock", isDirectory: false)
    do {
      try await FileLock.withExclusive(at: lock, waitingAtMost: lockWait) {
        try save(name, transform(load(name)))
      }
    } catch let failure as FileLock.Failure {
      switch failure {
      case .timedOut(_, let wait):
        let seconds = Int((wait / .seconds(1)).rounded(.up))
        throw DataLayerError(.cacheEntryBusy, path: directory.path, value: name, seconds: seconds)
      case .unavailable(_, let reason):
        throw DataLayerError(.cacheWriteFailed, path: directory.path, detail: reason, value: name)
      }
    }
  }

  private func url(of name: String) throws(DataLayerError) -> URL {
    directory.appendingPathComponent(try CacheStore.checked(name), isDirectory: false)
  }
}
