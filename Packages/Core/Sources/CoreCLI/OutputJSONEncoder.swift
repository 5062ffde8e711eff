/// The `Encoder` behind ``OutputJSON``: one per value, its containers writing into the value's frame.
struct OutputJSONEncoder: Encoder {
  let writer: OutputJSONWriter
  let frame: OutputJSONFrame
  var codingPath: [any CodingKey] { writer.path }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(OutputJSONKeyed<Key>(writer: writer, frame: claim(frame, as: .object)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    OutputJSONUnkeyed(writer: writer, frame: claim(frame, as: .list))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    OutputJSONSingle(writer: writer, frame: frame)
  }

  /// `frame` as a container of `kind`: the same container again when asked twice, as `JSONEncoder` gives it; asked
  /// as another kind, a misuse that fails the document (a throwaway frame takes what is written).
  private func claim(_ frame: OutputJSONFrame, as kind: OutputJSONFrame.Kind) -> OutputJSONFrame {
    if frame.kind == .empty { frame.kind = kind }
    guard frame.kind == kind else {
      writer.fail("A value asked for a \(kind) container after it encoded something else.")
      return OutputJSONFrame(kind: kind, depth: frame.depth, start: writer.bytes.count, base: nil)
    }
    return frame
  }
}

/// The single-value container of ``OutputJSONEncoder``: the value goes into the document at once, and a second value
/// fails it.
struct OutputJSONSingle: SingleValueEncodingContainer {
  let writer: OutputJSONWriter
  let frame: OutputJSONFrame
  var codingPath: [any CodingKey] { writer.path }

  private func write(_ body: () throws -> Void) throws {
    guard frame.kind == .empty else {
      throw EncodingError.invalidValue(
        (), .init(codingPath: codingPath, debugDescription: "A single-value container was written twice."))
    }
    frame.kind = .single
    let start = writer.bytes.count
    try body()
    frame.single = start..<writer.bytes.count
  }

  mutating func encodeNil() throws { try write { OutputJSONText.appendLiteral("null", to: &writer.bytes) } }
  mutating func encode(_ value: Bool) throws {
    try write { OutputJSONText.appendLiteral(value ? "true" : "false", to: &writer.bytes) }
  }
  mutating func encode(_ value: String) throws { try write { OutputJSONText.appendQuoted(value, to: &writer.bytes) } }
  mutating func encode(_ value: Double) throws {
    try write { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath) }
  }
  mutating func encode(_ value: Float) throws {
    try write { try OutputJSONText.appendFloat(value, to: &writer.bytes, codingPath: codingPath) }
  }
  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }

  private func integer(_ value: some BinaryInteger) throws {
    try write { OutputJSONText.appendInteger(value, to: &writer.bytes) }
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try write { try writer.encode(value, depth: frame.depth) }
  }
}
