import Core
import Foundation
import Synchronization

/// The last good answer to one request, as saved on disk.
public struct CachedResponse: Hashable, Sendable, Codable {
  /// The request it answers: service, path and query, credentials removed.
  public let key: String
  public let savedAt: Date
  public let status: Int
  /// Only the headers a client reads back (paging and totals); never cookies or credentials.
  public let headers: [String: String]
  public let body: Data

  public init(key: String, savedAt: Date, response: HTTPResponse) {
    self.key = key
    self.savedAt = savedAt
    self.status = response.status
    self.headers = response.headers.filter { Self.keptHeaders.contains($0.key) }
    self.body = response.body
  }

  /// The saved answer as a response again.
  public var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }

  static let keptHeaders: Set<String> = ["content-type", "link", "x-total", "x-per-page"]
}

/// Keeps the last good answer to each request so a command can still show something when the service
/// is unreachable, failing or out of budget.
///
/// ```swift
/// let cache = ResponseCache.directory(cacheDirectory.appendingPathComponent("responses"))
/// cache.load("unsplash GET /photos?page=1&per_page=30")?.savedAt
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

  /// One file per request in `directory` (created `0700`; files `0600`, written atomically). A file
  /// that cannot be read, or that answers another key, counts as absent.
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
        try SecureFile.write(try JSONEncoder.iso8601.encode(cached), to: file(for: cached.key))
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
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
  }
}
