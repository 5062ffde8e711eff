import Foundation
import SecureFiles
import Synchronization

/// Keeps the last good answer to each request so a command can still show something when the service
/// is unreachable, failing or out of budget. Keys name the service, its origin and the request, so an answer
/// from one server never stands in for another's.
///
/// ```swift
/// let cache = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic")
/// let answers = ResponseCache.directory(cache.appendingPathComponent(ServiceTransport.responsesDirectoryName))
/// answers.load("unsplash https://api.unsplash.com GET /photos?page=1&per_page=30")?.savedAt
/// ```
public struct ResponseCache: Sendable {
  public var load: @Sendable (_ key: String) -> CachedResponse?
  public var store: @Sendable (_ response: CachedResponse) throws -> Void

  public init(
    load: @escaping @Sendable (String) -> CachedResponse?,
    store: @escaping @Sendable (CachedResponse) throws -> Void
  ) {
    self.load = load
    self.store = store
  }

  /// One file per request in `directory` (created `0700`; files `0600`, written atomically as a cache,
  /// not flushed). A file that cannot be read, or that answers another key, counts as absent.
  ///
  /// - Throws: from `store`: `SecureFileError` when the file cannot be written.
  public static func directory(_ directory: URL) -> ResponseCache {
    @Sendable func file(for key: String) -> URL {
      directory.appendingPathComponent(Self.fileName(for: key))
    }
    return ResponseCache(
      load: { key in
        guard let data = try? SecureFile.read(file(for: key)),
          let cached = try? JSONDecoder.iso8601.decode(CachedResponse.self, from: data), cached.key == key
        else { return nil }
        return cached
      },
      store: { cached in
        try SecureFile.write(try JSONEncoder.iso8601.encode(cached), to: file(for: cached.key), durability: .cache)
      }
    )
  }

  /// Answers kept in memory, for tests.
  public static func inMemory() -> ResponseCache {
    let entries = Mutex<[String: CachedResponse]>([:])
    return ResponseCache(
      load: { key in entries.withLock { $0[key] } },
      store: { cached in entries.withLock { $0[cached.key] = cached } }
    )
  }

  /// Keeps nothing.
  public static let disabled = ResponseCache(load: { _ in nil }, store: { _ in })

  /// A stable file name for `key`: 64-bit FNV-1a in hex. The key itself is stored inside the file.
  static func fileName(for key: String) -> String {
    let hex = String(StableHash.fnv1a(key), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
  }
}
