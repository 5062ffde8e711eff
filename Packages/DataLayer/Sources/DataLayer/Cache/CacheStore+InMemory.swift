import Foundation

extension CacheStore {
  /// Entries kept in memory by an actor, with the same names and limit as ``directory(_:limit:)``; for
  /// tests and previews.
  ///
  /// ```swift
  /// let cache = CacheStore.inMemory()
  /// try await cache.save("a.json", Data("{}".utf8))
  /// ```
  public static func inMemory(limit: Int = defaultLimit) -> CacheStore {
    let entries = InMemoryEntries()
    return CacheStore(
      load: { name in await entries.load(try checked(name)) },
      save: { name, data in
        let name = try checked(name)
        try checkSize(data, of: name, limit: limit)
        await entries.save(name, data)
      },
      remove: { name in await entries.remove(try checked(name)) },
      update: { name, transform in
        let name = try checked(name)
        try await entries.update(name) { data in
          let updated = try transform(data)
          try checkSize(updated, of: name, limit: limit)
          return updated
        }
      }
    )
  }
}

/// The state behind ``CacheStore/inMemory(limit:)``.
private actor InMemoryEntries {
  private var entries: [String: Data] = [:]

  func load(_ name: String) -> Data? {
    entries[name]
  }

  func save(_ name: String, _ data: Data) {
    entries[name] = data
  }

  func remove(_ name: String) {
    entries[name] = nil
  }

  func update(_ name: String, _ transform: @Sendable (Data?) throws -> Data) throws {
    entries[name] = try transform(entries[name])
  }
}
