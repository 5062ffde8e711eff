import Core

/// What ``Console/printJSON(_:)`` writes, without `JSONEncoder`: its keyed container and dynamic casts scanned every
/// protocol conformance of the binary on first use, twice a `mosaic gallery --json` run (PROJECT_PLAN.md, "Issue 23
/// — start-up: favorites and the JSON coders").
///
/// It writes what `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` writes, byte for byte,
/// for the values it is sure of: strings, booleans, whole numbers, `nil`, and objects and lists of them whose keys are
/// ASCII letters (sorted alike with and without case). Anything else (a `Double`, a `Date`, a `URL`, other keys, a
/// value that encodes nothing, a key written twice) makes ``text(_:)`` answer `nil`, and the caller asks
/// `JSONEncoder`.
enum OutputJSON {
  /// The document, or `nil` when `JSONEncoder` must write it.
  static func text(_ value: some Encodable) -> String? {
    let state = OutputJSONState()
    let root = OutputJSONSlot(state: state)
    do {
      try OutputJSONEncoder.encode(value, into: root, codingPath: [])
    } catch {
      return nil
    }
    guard !state.unsure, let node = root.node, node.isContainer else { return nil }
    var text: [UInt8] = []
    text.reserveCapacity(16_384)
    var orders = OutputJSONOrders()
    guard write(node, indent: 0, to: &text, orders: &orders) else { return nil }
    return String(decoding: text, as: UTF8.self)
  }

  private static func write(
    _ node: OutputJSONNode, indent: Int, to text: inout [UInt8], orders: inout OutputJSONOrders
  ) -> Bool {
    switch node {
    case .text(let value): JSONQuoting.append(value, escapingSlashes: false, to: &text)
    case .literal(let value): append(value, to: &text)
    case .list(let box):
      append("[\n", to: &text)
      for (offset, item) in box.items.enumerated() {
        if offset > 0 { append(",\n", to: &text) }
        appendIndent(indent + 1, to: &text)
        guard let node = item.node, write(node, indent: indent + 1, to: &text, orders: &orders) else { return false }
      }
      append("\n", to: &text)
      appendIndent(indent, to: &text)
      append("]", to: &text)
    case .object(let box):
      guard let members = orders.sorted(box.members) else { return false }
      append("{\n", to: &text)
      for (offset, member) in members.enumerated() {
        if offset > 0 { append(",\n", to: &text) }
        appendIndent(indent + 1, to: &text)
        JSONQuoting.append(member.key, escapingSlashes: false, to: &text)
        append(" : ", to: &text)
        guard let node = member.slot.node, write(node, indent: indent + 1, to: &text, orders: &orders) else {
          return false
        }
      }
      append("\n", to: &text)
      appendIndent(indent, to: &text)
      append("}", to: &text)
    }
    return true
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func appendIndent(_ level: Int, to text: inout [UInt8]) {
    for _ in 0..<level * 2 { text.append(UInt8(ascii: " ")) }
  }

  private static func append(_ literal: StaticString, to text: inout [UInt8]) {
    text.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private static func append(_ value: String, to text: inout [UInt8]) {
    var value = value
    value.withUTF8 { text.append(contentsOf: $0) }
  }
}

/// The order of an object's keys, remembered for the next object with the same keys in the same order (a list's
/// objects are of one type), since sorting and checking them costs more than comparing them.
struct OutputJSONOrders {
  private var keys: [String] = []
  private var order: [Int] = []

  mutating func sorted(_ members: [OutputJSONMember]) -> [OutputJSONMember]? {
    if members.count != keys.count || !members.indices.allSatisfy({ members[$0].key == keys[$0] }) {
      guard let order = Self.order(of: members) else { return nil }
      self.keys = members.map(\.key)
      self.order = order
    }
    return order.map { members[$0] }
  }

  /// The positions of the members by key; `nil` when a key is not all ASCII letters, or when sorting with and without case would
  /// differ (or two keys differ in case only), since the encoder's order is then not certain.
  private static func order(of members: [OutputJSONMember]) -> [Int]? {
    var keys: [(bytes: [UInt8], folded: [UInt8])] = []
    keys.reserveCapacity(members.count)
    for member in members {
      let bytes = Array(member.key.utf8)
      guard !bytes.isEmpty, bytes.allSatisfy(OutputJSON.isLetter) else { return nil }
      keys.append((bytes, bytes.map { $0 < UInt8(ascii: "a") ? $0 + 32 : $0 }))
    }
    // Insertion sort by the folded key: objects are small.
    var order = Array(members.indices)
    for next in order.indices.dropFirst() {
      var position = next
      while position > 0, keys[order[position]].folded.lexicographicallyPrecedes(keys[order[position - 1]].folded) {
        order.swapAt(position, position - 1)
        position -= 1
      }
    }
    // Both orders agree when every neighbour pair is in byte order too (and no two keys fold alike).
    for position in order.indices.dropFirst() {
      let (before, after) = (keys[order[position - 1]], keys[order[position]])
      guard before.bytes.lexicographicallyPrecedes(after.bytes), before.folded != after.folded else { return nil }
    }
    return order
  }

}
