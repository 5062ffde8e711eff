/// The keyed container of ``OutputJSONEncoder``: each value is written at once and remembered by its key; the
/// members are sorted when the value that owns the container is done.
struct OutputJSONKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: OutputJSONWriter
  let frame: OutputJSONFrame
  var codingPath: [any CodingKey] { writer.path }

  /// Writes one member with `body` and records it under `key`.
  private func member(_ key: Key, _ body: () throws -> Void) rethrows {
    let start = writer.bytes.count
    try body()
    writer.add(.init(key: key.stringValue, start: start, end: writer.bytes.count), to: frame)
  }

  mutating func encodeNil(forKey key: Key) throws {
    member(key) { OutputJSONText.appendLiteral("null", to: &writer.bytes) }
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    member(key) { OutputJSONText.appendLiteral(value ? "true" : "false", to: &writer.bytes) }
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    member(key) { OutputJSONText.appendQuoted(value, to: &writer.bytes) }
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try member(key) { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath + [key]) }
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try member(key) { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath + [key]) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

  private func integer(_ value: some BinaryInteger, _ key: Key) {
    member(key) { OutputJSONText.appendInteger(value, to: &writer.bytes) }
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    writer.path.append(key)
    defer { writer.path.removeLast() }
    try member(key) { try writer.encode(value, depth: frame.depth + 1) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(OutputJSONKeyed<NestedKey>(writer: writer, frame: nested(key, kind: .object)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    OutputJSONUnkeyed(writer: writer, frame: nested(key, kind: .list))
  }

  mutating func superEncoder() -> any Encoder {
    OutputJSONEncoder(writer: writer, frame: nested(OutputJSONSuperKey.super.stringValue, kind: .empty))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    OutputJSONEncoder(writer: writer, frame: nested(key.stringValue, kind: .empty))
  }

  private func nested(_ key: Key, kind: OutputJSONFrame.Kind) -> OutputJSONFrame {
    nested(key.stringValue, kind: kind)
  }

  /// A member filled later, through a container of its own.
  private func nested(_ key: String, kind: OutputJSONFrame.Kind) -> OutputJSONFrame {
    if kind != .empty, let existing = writer.nested(key, kind: kind, in: frame) { return existing }
    let nested = OutputJSONFrame(kind: kind, depth: frame.depth + 1, start: writer.bytes.count, base: nil)
    writer.add(.init(key: key, start: 0, end: 0, container: writer.keep(nested)), to: frame)
    return nested
  }
}

/// The key `JSONEncoder` gives a superclass's members: `super`.
enum OutputJSONSuperKey: String, CodingKey {
  case `super`
}
