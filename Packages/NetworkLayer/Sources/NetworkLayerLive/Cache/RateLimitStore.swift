import Foundation
import SecureFiles
import Synchronization

/// Remembers each service's rate-limit figures, across processes when file-backed, so a spent budget
/// stops every later `mosaic` run from burning requests. Entries are keyed by service and origin
/// (``ServiceDescriptor/stateKey``), so a pause for one server never blocks another.
///
/// A run builds one store and gives it to every ``ServiceTransport`` and to `mosaic doctor`, so they
/// share one lock and one view of the file.
///
/// ```swift
/// let cache = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic")
/// let store = RateLimitStore.file(at: cache.appendingPathComponent(ServiceTransport.rateLimitFileName))
/// store.load("unsplash https://api.unsplash.com")?.remaining
/// ```
public struct RateLimitStore: Sendable {
  public var load: @Sendable (_ key: String) -> RateLimitState?
  public var save: @Sendable (_ key: String, _ state: RateLimitState) throws -> Void
  /// Every remembered state, by key: what `mosaic doctor` lists.
  public var all: @Sendable () -> [String: RateLimitState]
  /// Forgets every state whose key starts with `prefix` (`images:` for every image host).
  public var forget: @Sendable (_ prefix: String) throws -> Void

  public init(
    load: @escaping @Sendable (String) -> RateLimitState?,
    save: @escaping @Sendable (String, RateLimitState) throws -> Void,
    all: @escaping @Sendable () -> [String: RateLimitState],
    forget: @escaping @Sendable (String) throws -> Void
  ) {
    self.load = load
    self.save = save
    self.all = all
    self.forget = forget
  }

  /// A JSON file of states by key, written atomically with permissions `0600` as a cache (not
  /// flushed). An unreadable file counts as empty: the next answer from the service rebuilds it.
  ///
  /// - Throws: from `save` and `forget`: `SecureFileError` when the file cannot be written.
  public static func file(at url: URL) -> RateLimitStore {
    let lock = Mutex(())
    @Sendable func readAll() -> [String: RateLimitState] {
      guard let data = try? SecureFile.read(url) else { return [:] }
      return (try? JSONDecoder.iso8601.decode([String: RateLimitState].self, from: data)) ?? [:]
    }
    @Sendable func write(_ all: [String: RateLimitState]) throws {
      try SecureFile.write(try JSONEncoder.iso8601.encode(all), to: url, durability: .cache)
    }
    return RateLimitStore(
      load: { id in lock.withLock { _ in readAll()[id] } },
      save: { id, state in
        try lock.withLock { _ in
          var all = readAll()
          all[id] = state
          try write(all)
        }
      },
      all: { lock.withLock { _ in readAll() } },
      forget: { prefix in
        try lock.withLock { _ in
          let all = readAll()
          let kept = all.filter { !$0.key.hasPrefix(prefix) }
          guard kept.count != all.count else { return }
          try write(kept)
        }
      }
    )
  }

  /// States kept in memory, for tests and for runs without a cache directory.
  public static func inMemory() -> RateLimitStore {
    let states = Mutex<[String: RateLimitState]>([:])
    return RateLimitStore(
      load: { id in states.withLock { $0[id] } },
      save: { id, state in states.withLock { $0[id] = state } },
      all: { states.withLock { $0 } },
      forget: { prefix in states.withLock { all in all = all.filter { !$0.key.hasPrefix(prefix) } } }
    )
  }
}
