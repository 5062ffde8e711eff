/// The unkeyed container of ``OutputJSONEncoder``: each element written at once, in order.
struct OutputJSONUnkeyed: UnkeyedEncodingContainer {
  let writer: OutputJSONWriter
  let frame: OutputJSONFrame
  var codingPath: [any CodingKey] { writer.path }
  var count: Int { frame.base.map { writer.members.count - $0 } ?? frame.own.count }

  private func element(_ body: () throws -> Void) rethrows {
    let start = writer.bytes.count
    try body()
    writer.add(.init(key: "", start: start, end: writer.bytes.count), to: frame)
  }

  mutating func encodeNil() throws { element { OutputJSONText.appendLiteral("null", to: &writer.bytes) } }
  mutating func encode(_ value: Bool) throws {
    element { OutputJSONText.appendLiteral(value ? "true" : "false", to: &writer.bytes) }
  }
  mutating func encode(_ value: String) throws { element { OutputJSONText.appendQuoted(value, to: &writer.bytes) } }
  mutating func encode(_ value: Double) throws {
    try element { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath + [indexKey]) }
  }
  mutating func encode(_ value: Float) throws {
    try element { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath + [indexKey]) }
  }
  mutating func encode(_ value: Int) throws { integer(value) }
  mutating func encode(_ value: Int8) throws { integer(value) }
  mutating func encode(_ value: Int16) throws { integer(value) }
  mutating func encode(_ value: Int32) throws { integer(value) }
  mutating func encode(_ value: Int64) throws { integer(value) }
  mutating func encode(_ value: UInt) throws { integer(value) }
  mutating func encode(_ value: UInt8) throws { integer(value) }
  mutating func encode(_ value: UInt16) throws { integer(value) }
  mutating func encode(_ value: UInt32) throws { integer(value) }
  mutating func encode(_ value: UInt64) throws { integer(value) }

  private func integer(_ value: some BinaryInteger) {
    element { OutputJSONText.appendInteger(value, to: &writer.bytes) }
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    writer.path.append(indexKey)
    defer { writer.path.removeLast() }
    try element { try writer.encode(value, depth: frame.depth + 1) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(OutputJSONKeyed<NestedKey>(writer: writer, frame: nested(.object)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    OutputJSONUnkeyed(writer: writer, frame: nested(.list))
  }

  mutating func superEncoder() -> any Encoder {
    OutputJSONEncoder(writer: writer, frame: nested(.empty))
  }

  /// An element filled later, through a container of its own.
  private func nested(_ kind: OutputJSONFrame.Kind) -> OutputJSONFrame {
    let nested = OutputJSONFrame(kind: kind, depth: frame.depth + 1, start: writer.bytes.count, base: nil)
    writer.add(.init(key: "", start: 0, end: 0, container: writer.keep(nested)), to: frame)
    return nested
  }

  /// The key of the next element, as `JSONEncoder` names it in a coding path.
  private var indexKey: OutputJSONIndexKey { OutputJSONIndexKey(intValue: count) }
}

/// An element's position as a coding key.
struct OutputJSONIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
