import Core
import Foundation
import Synchronization

/// What Mosaic last learned about a service's request budget.
public struct RateLimitState: Hashable, Sendable, Codable {
  /// The budget per window, from `X-Ratelimit-Limit`.
  public var limit: Int?
  /// Requests left, from `X-Ratelimit-Remaining`.
  public var remaining: Int?
  /// When the figures were read.
  public var observedAt: Date
  /// Until when no request should be sent, once the budget is spent.
  public var blockedUntil: Date?

  public init(limit: Int?, remaining: Int?, observedAt: Date, blockedUntil: Date?) {
    self.limit = limit
    self.remaining = remaining
    self.observedAt = observedAt
    self.blockedUntil = blockedUntil
  }
}

/// Remembers each service's rate-limit figures, across processes when file-backed, so a spent budget
/// stops every later `mosaic` run from burning requests.
///
/// ```swift
/// let store = RateLimitStore.file(at: cacheDirectory.appendingPathComponent("rate-limits.json"))
/// store.load("unsplash")?.remaining
/// ```
public struct RateLimitStore: Sendable {
  public var load: @Sendable (_ serviceID: String) -> RateLimitState?
  public var save: @Sendable (_ serviceID: String, _ state: RateLimitState) throws -> Void

  public init(
    load: @escaping @Sendable (String) -> RateLimitState?,
    save: @escaping @Sendable (String, RateLimitState) throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// A JSON file of states by service id, written atomically with permissions `0600`. An unreadable
  /// file counts as empty: the next answer from the service rebuilds it.
  public static func file(at url: URL) -> RateLimitStore {
    let lock = Mutex(())
    @Sendable func readAll() -> [String: RateLimitState] {
      guard let data = try? SecureFile.read(url) else { return [:] }
      return (try? JSONDecoder.iso8601.decode([String: RateLimitState].self, from: data)) ?? [:]
    }
    return RateLimitStore(
      load: { id in lock.withLock { _ in readAll()[id] } },
      save: { id, state in
        try lock.withLock { _ in
          var all = readAll()
          all[id] = state
          try SecureFile.write(try JSONEncoder.iso8601.encode(all), to: url)
        }
      }
    )
  }

  /// States kept in memory, for tests and for runs without a cache directory.
  public static func inMemory() -> RateLimitStore {
    let states = Mutex<[String: RateLimitState]>([:])
    return RateLimitStore(
      load: { id in states.withLock { $0[id] } },
      save: { id, state in states.withLock { $0[id] = state } }
    )
  }
}

extension JSONEncoder {
  /// Sorted keys and ISO-8601 dates, for Mosaic's own cache files.
  static var iso8601: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension JSONDecoder {
  /// ISO-8601 dates, for Mosaic's own cache files.
  static var iso8601: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
