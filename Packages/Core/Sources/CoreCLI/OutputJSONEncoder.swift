import Foundation

/// A value of the document ``OutputJSON`` writes.
enum OutputJSONNode {
  case text(String)
  /// `true`, `false`, `null` or a whole number, written as it is.
  case literal(String)
  case list(OutputJSONList)
  case object(OutputJSONObject)

  var isContainer: Bool {
    switch self {
    case .list, .object: true
    case .text, .literal: false
    }
  }
}

/// Whether anything of the document was left to `JSONEncoder`: set on every refusal, so a value that swallows the
/// error (`try?`) still leaves the whole document to `JSONEncoder`.
final class OutputJSONState {
  var unsure = false

  /// Marks the document unsure and gives the error to throw.
  func refuse() -> OutputJSONUnsure {
    unsure = true
    return OutputJSONUnsure()
  }
}

/// Where one value goes: set once by the encoder of that value.
final class OutputJSONSlot {
  var node: OutputJSONNode?
  let state: OutputJSONState

  init(state: OutputJSONState) {
    self.state = state
  }
}

final class OutputJSONList {
  var items: [OutputJSONSlot] = []
}

struct OutputJSONMember {
  let key: String
  let slot: OutputJSONSlot
}

final class OutputJSONObject {
  var members: [OutputJSONMember] = []

  /// A new slot for `key`; a key written twice is left to `JSONEncoder` (it keeps the last).
  func slot(_ key: String, state: OutputJSONState) throws -> OutputJSONSlot {
    for member in members where member.key == key { throw state.refuse() }
    let slot = OutputJSONSlot(state: state)
    members.append(OutputJSONMember(key: key, slot: slot))
    return slot
  }
}

/// Thrown for anything ``OutputJSON`` leaves to `JSONEncoder`.
struct OutputJSONUnsure: Error {}

/// The `Encoder` behind ``OutputJSON``: one per value, writing into that value's slot.
struct OutputJSONEncoder: Encoder {
  let slot: OutputJSONSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: OutputJSONObject
    switch slot.node {
    case .none:
      object = OutputJSONObject()
      slot.node = .object(object)
    case .object(let existing): object = existing
    default:
      slot.state.unsure = true
      object = OutputJSONObject()
    }
    return KeyedEncodingContainer(OutputJSONKeyed<Key>(object: object, state: slot.state, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let list: OutputJSONList
    switch slot.node {
    case .none:
      list = OutputJSONList()
      slot.node = .list(list)
    case .list(let existing): list = existing
    default:
      slot.state.unsure = true
      list = OutputJSONList()
    }
    return OutputJSONUnkeyed(list: list, state: slot.state, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    OutputJSONSingle(slot: slot, codingPath: codingPath)
  }

  /// `value` into `slot`: the plain kinds here, any other `Encodable` by its own `encode(to:)`, which must give
  /// it a value. `Date`, `URL`, `Data` and `Decimal`, which the encoder writes its own way, are left to it.
  static func encode<Value: Encodable>(_ value: Value, into slot: OutputJSONSlot, codingPath: [any CodingKey]) throws {
    // Types compared, not cast: a cast to a protocol (or a bridged type) can ask the runtime for conformances.
    if Value.self == String.self, let text = value as? String {
      slot.node = .text(text)
    } else if Value.self == Bool.self, let flag = value as? Bool {
      slot.node = .literal(flag ? "true" : "false")
    } else if Value.self == Int.self, let number = value as? Int {
      slot.node = .literal(String(number))
    } else if Value.self == Date.self || Value.self == URL.self || Value.self == Data.self
      || Value.self == Decimal.self || Value.self == Double.self || Value.self == Float.self
    {
      throw slot.state.refuse()
    } else {
      try value.encode(to: OutputJSONEncoder(slot: slot, codingPath: codingPath))
      guard slot.node != nil else { throw slot.state.refuse() }
    }
  }
}
