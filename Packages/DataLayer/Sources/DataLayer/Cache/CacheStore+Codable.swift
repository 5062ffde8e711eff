import Foundation

extension CacheStore {
  /// The value saved under `name`, or `nil` when there is none, it cannot be read, or it no longer decodes
  /// as `Value` (say, after its type changed): a cache entry is never worth an error.
  ///
  /// ```swift
  /// let listing = try await cache.load(Listing.self, named: "gallery-listing.json")
  /// ```
  public func load<Value: Decodable>(_ type: Value.Type, named name: String) async throws -> Value? {
    guard let data = try await load(name) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Saves `value` as JSON (keys sorted) under `name`, replacing what was there.
  ///
  /// - Throws: ``DataLayerError`` `cacheEncodingFailed` when `value` cannot be encoded, or what ``save``
  ///   throws.
  public func save<Value: Encodable>(_ value: Value, named name: String) async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw DataLayerError(.cacheEncodingFailed, detail: "\(error)", value: name)
    }
    try await save(name, data)
  }
}
