/// Any JSON value, so a section of an export document can be carried by the document without the
/// document knowing the section's types; the store that owns the section decodes its items from it.
///
/// ```swift
/// let value = try JSONDecoder().decode(TransferValue.self, from: Data(#"{"id":"a"}"#.utf8))
/// value == .object(["id": .string("a")])   // true
/// ```
public enum TransferValue: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TransferValue])
  case object([String: TransferValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([TransferValue].self) {
      self = .array(array)
    } else {
      do {
        self = .object(try container.decode([String: TransferValue].self))
      } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
        // Neither null, bool, number, string, array nor object: a number too large for a Double.
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a number out of range")
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}
