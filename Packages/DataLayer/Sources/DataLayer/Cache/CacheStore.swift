import Foundation

/// Small named entries a feature keeps in the cache directory and can lose without harm: the last listing,
/// a cursor, a remembered choice. Features store their own `Codable` types through it with
/// ``load(_:named:)`` and ``save(_:named:)``.
///
/// A name is 1 to ``maximumNameLength`` of `A-Z a-z 0-9 . - _`, not starting with `.`, so it is always one
/// file inside the store's directory; any other name throws ``DataLayerError`` `invalidCacheName`. An entry
/// is at most the store's limit (``defaultLimit`` unless given) in bytes. A missing, unreadable or oversized
/// entry loads as `nil`, never as an error: the feature starts over.
///
/// ```swift
/// struct Listing: Codable { let page: Int }
/// let cache = CacheStore.inMemory()
/// try await cache.save(Listing(page: 2), named: "gallery-listing.json")
/// let listing = try await cache.load(Listing.self, named: "gallery-listing.json")   // page 2
/// ```
public struct CacheStore: Sendable {
  /// The entry saved under `name`, or `nil` when there is none or it cannot be read.
  public var load: @Sendable (_ name: String) async throws -> Data?
  /// Replaces the entry saved under `name`.
  public var save: @Sendable (_ name: String, _ data: Data) async throws -> Void
  /// Forgets the entry saved under `name`; forgetting one that is not there is not an error.
  public var remove: @Sendable (_ name: String) async throws -> Void
  /// Replaces the entry saved under `name` with what `transform` makes of it (`nil` when there is none or it cannot
  /// be read), in one step no other update of the entry runs into: not another task's, not another process's on the
  /// same directory. What another writer saved before is what `transform` gets, so nothing it saved is lost.
  public var update: @Sendable (_ name: String, _ transform: @Sendable (Data?) throws -> Data) async throws -> Void

  /// A store of these closures; without `update`, an update is `load` then `save` (one step for nobody else).
  public init(
    load: @escaping @Sendable (_ name: String) async throws -> Data?,
    save: @escaping @Sendable (_ name: String, _ data: Data) async throws -> Void,
    remove: @escaping @Sendable (_ name: String) async throws -> Void,
    update: (@Sendable (_ name: String, _ transform: @Sendable (Data?) throws -> Data) async throws -> Void)? = nil
  ) {
    self.load = load
    self.save = save
    self.remove = remove
    self.update = update ?? { name, transform in try await save(name, transform(try await load(name))) }
  }

  /// The largest entry a store keeps unless told otherwise: 1 MiB.
  public static let defaultLimit = 1 << 20
  /// The longest name an entry may have.
  public static let maximumNameLength = 128

  /// Whether `name` can name an entry: 1 to ``maximumNameLength`` of `A-Z a-z 0-9 . - _`, not starting
  /// with `.` (so never `.`, `..`, a hidden file or a path).
  public static func isValidName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard (1...maximumNameLength).contains(bytes.count), bytes[0] != UInt8(ascii: ".") else { return false }
    return bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
        true
      default:
        false
      }
    }
  }

  /// `name`, or ``DataLayerError`` `invalidCacheName` when it could escape the directory.
  static func checked(_ name: String) throws(DataLayerError) -> String {
    guard isValidName(name) else { throw DataLayerError(.invalidCacheName, value: name) }
    return name
  }

  /// Throws ``DataLayerError`` `cacheEntryTooLarge` when `data` is larger than `limit`.
  static func checkSize(_ data: Data, of name: String, limit: Int) throws(DataLayerError) {
    guard data.count <= limit else {
      throw DataLayerError(.cacheEntryTooLarge, value: name, size: data.count, limit: limit)
    }
  }
}

extension CacheStore {
  /// Keeps nothing: `load` is always `nil`, `save` and `remove` do nothing.
  public static let noop = CacheStore(load: { _ in nil }, save: { _, _ in }, remove: { _ in })

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it; override the closures
  /// a test expects.
  public static let failing = CacheStore(
    load: { _ in throw DataLayerError.unexpectedCall("CacheStore.load") },
    save: { _, _ in throw DataLayerError.unexpectedCall("CacheStore.save") },
    remove: { _ in throw DataLayerError.unexpectedCall("CacheStore.remove") }
  )
}
