/// The keyed container of ``OutputJSONEncoder``.
struct OutputJSONKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: OutputJSONObject
  let state: OutputJSONState
  let codingPath: [any CodingKey]

  private func slot(_ key: Key) throws -> OutputJSONSlot {
    try object.slot(key.stringValue, state: state)
  }

  mutating func encodeNil(forKey key: Key) throws { try slot(key).node = .literal("null") }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try slot(key).node = .literal(value ? "true" : "false")
  }
  mutating func encode(_ value: String, forKey key: Key) throws { try slot(key).node = .text(value) }
  mutating func encode(_ value: Double, forKey key: Key) throws { throw state.refuse() }
  mutating func encode(_ value: Float, forKey key: Key) throws { throw state.refuse() }
  mutating func encode(_ value: Int, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try slot(key).node = .literal(String(value)) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try OutputJSONEncoder.encode(value, into: try slot(key), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let object = OutputJSONObject()
    (try? slot(key))?.node = .object(object)
    return KeyedEncodingContainer(
      OutputJSONKeyed<NestedKey>(object: object, state: state, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let list = OutputJSONList()
    (try? slot(key))?.node = .list(list)
    return OutputJSONUnkeyed(list: list, state: state, codingPath: codingPath + [key])
  }

  /// Left to `JSONEncoder`, as every super encoder.
  mutating func superEncoder() -> any Encoder {
    state.unsure = true
    return OutputJSONEncoder(slot: OutputJSONSlot(state: state), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
}

/// The unkeyed container of ``OutputJSONEncoder``.
struct OutputJSONUnkeyed: UnkeyedEncodingContainer {
  let list: OutputJSONList
  let state: OutputJSONState
  let codingPath: [any CodingKey]
  var count: Int { list.items.count }

  private func slot() -> OutputJSONSlot {
    let slot = OutputJSONSlot(state: state)
    list.items.append(slot)
    return slot
  }

  mutating func encodeNil() throws { slot().node = .literal("null") }
  mutating func encode(_ value: Bool) throws { slot().node = .literal(value ? "true" : "false") }
  mutating func encode(_ value: String) throws { slot().node = .text(value) }
  mutating func encode(_ value: Double) throws { throw state.refuse() }
  mutating func encode(_ value: Float) throws { throw state.refuse() }
  mutating func encode(_ value: Int) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: Int8) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: Int16) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: Int32) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: Int64) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: UInt) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: UInt8) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: UInt16) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: UInt32) throws { slot().node = .literal(String(value)) }
  mutating func encode(_ value: UInt64) throws { slot().node = .literal(String(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try OutputJSONEncoder.encode(value, into: slot(), codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let object = OutputJSONObject()
    slot().node = .object(object)
    return KeyedEncodingContainer(OutputJSONKeyed<NestedKey>(object: object, state: state, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let list = OutputJSONList()
    slot().node = .list(list)
    return OutputJSONUnkeyed(list: list, state: state, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    state.unsure = true
    return OutputJSONEncoder(slot: OutputJSONSlot(state: state), codingPath: codingPath)
  }
}

/// The single-value container of ``OutputJSONEncoder``: a value set twice is left to `JSONEncoder`.
struct OutputJSONSingle: SingleValueEncodingContainer {
  let slot: OutputJSONSlot
  let codingPath: [any CodingKey]

  private func set(_ node: OutputJSONNode) throws {
    guard slot.node == nil else { throw slot.state.refuse() }
    slot.node = node
  }

  mutating func encodeNil() throws { try set(.literal("null")) }
  mutating func encode(_ value: Bool) throws { try set(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { try set(.text(value)) }
  mutating func encode(_ value: Double) throws { throw slot.state.refuse() }
  mutating func encode(_ value: Float) throws { throw slot.state.refuse() }
  mutating func encode(_ value: Int) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: Int8) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: Int16) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: Int32) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: UInt) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: UInt8) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: UInt16) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: UInt32) throws { try set(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { try set(.literal(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard slot.node == nil else { throw slot.state.refuse() }
    try OutputJSONEncoder.encode(value, into: slot, codingPath: codingPath)
  }
}
