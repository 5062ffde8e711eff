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
    var text = ""
    guard write(node, indent: 0, to: &text) else { return nil }
    return text
  }

  private static func write(_ node: OutputJSONNode, indent: Int, to text: inout String) -> Bool {
    switch node {
    case .text(let value): appendQuoted(value, to: &text)
    case .literal(let value): text.append(value)
    case .list(let box):
      text.append("[\n")
      for (offset, item) in box.items.enumerated() {
        if offset > 0 { text.append(",\n") }
        appendIndent(indent + 1, to: &text)
        guard let node = item.node, write(node, indent: indent + 1, to: &text) else { return false }
      }
      text.append("\n")
      appendIndent(indent, to: &text)
      text.append("]")
    case .object(let box):
      guard let members = sorted(box.members) else { return false }
      text.append("{\n")
      for (offset, member) in members.enumerated() {
        if offset > 0 { text.append(",\n") }
        appendIndent(indent + 1, to: &text)
        appendQuoted(member.key, to: &text)
        text.append(" : ")
        guard let node = member.slot.node, write(node, indent: indent + 1, to: &text) else { return false }
      }
      text.append("\n")
      appendIndent(indent, to: &text)
      text.append("}")
    }
    return true
  }

  /// The members by key; `nil` when a key is not all ASCII letters, or when sorting with and without case differs.
  private static func sorted(_ members: [OutputJSONMember]) -> [OutputJSONMember]? {
    for member in members {
      guard !member.key.isEmpty, member.key.utf8.allSatisfy(isLetter) else { return nil }
    }
    let byBytes = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
    let byLetters = members.sorted { folded($0.key).lexicographicallyPrecedes(folded($1.key)) }
    for index in byBytes.indices {
      guard byBytes[index].key == byLetters[index].key else { return nil }
      if index > 0, folded(byBytes[index - 1].key) == folded(byBytes[index].key) { return nil }
    }
    return byBytes
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func folded(_ key: String) -> [UInt8] {
    key.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
  }

  private static func appendIndent(_ level: Int, to text: inout String) {
    for _ in 0..<level { text.append("  ") }
  }

  private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

  /// `value` quoted as the encoder quotes it: `"` and `\` escaped, `/` not, the controls `\b`, `\t`, `\n`, `\f` and
  /// `\r` by name and the others below U+0020 as `\u00xx`, everything else as it is.
  private static func appendQuoted(_ value: String, to text: inout String) {
    text.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text.append("\\\"")
      case "\\": text.append("\\\\")
      case "\u{08}": text.append("\\b")
      case "\t": text.append("\\t")
      case "\n": text.append("\\n")
      case "\u{0C}": text.append("\\f")
      case "\r": text.append("\\r")
      case _ where scalar.value < 0x20:
        text.append(scalar.value < 0x10 ? "\\u000" : "\\u001")
        text.unicodeScalars.append(hexDigits[Int(scalar.value & 0xF)])
      default: text.unicodeScalars.append(scalar)
      }
    }
    text.append("\"")
  }
}
