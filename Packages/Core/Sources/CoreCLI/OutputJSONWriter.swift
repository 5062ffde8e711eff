import Foundation

/// The state of one ``OutputJSON`` document: its bytes, the coding path, and the first misuse of an encoding
/// container (reported when the document ends, since container requests cannot throw).
final class OutputJSONWriter {
  let pretty: Bool
  // The arrays' accesses are unchecked: the writer belongs to one document on one thread, and no access to one of
  // them overlaps another to the same array (`finish` reads `bytes` and `members` while it appends to `layout`). The
  // checks were a tenth of what a page cost.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  /// The members of the values being encoded, innermost last (``OutputJSONFrame``).
  @exclusivity(unchecked) var members: [OutputJSONFrame.Member] = []
  /// The containers filled on their own (``OutputJSONFrame/Member/container``).
  private(set) var containers: [OutputJSONFrame] = []
  /// The serial number of the innermost value being encoded: the one frame whose members may be added to the stack.
  private var top = 0
  private var frames = 0
  /// The keys from the document down to the value being encoded, for `codingPath` and error messages.
  @exclusivity(unchecked) var path: [any CodingKey] = []
  var failure: EncodingError?
  /// Where a finished container is laid out before it replaces its members' bytes.
  @exclusivity(unchecked) private var layout: [UInt8] = []
  /// The last object's keys and how they are written: the objects of a list are usually of one type.
  private var lastKeys: [String] = []
  private var lastKeyLayout = OutputJSONKeyLayout()

  init(pretty: Bool) {
    self.pretty = pretty
    bytes.reserveCapacity(16_384)
    layout.reserveCapacity(16_384)
    members.reserveCapacity(64)
  }

  /// Adds `member` to `frame`: on the stack while its value is the innermost being encoded, to the frame itself when
  /// it is filled on its own; a container used after its value's `encode(to:)` returned fails the document.
  func add(_ member: OutputJSONFrame.Member, to frame: OutputJSONFrame) {
    if frame.base == nil {
      frame.own.append(member)
    } else if frame.serial == top {
      members.append(member)
    } else {
      fail("A container was used after the value that asked for it was encoded.")
    }
  }

  /// Records the first misuse; the document then fails.
  func fail(_ description: String) {
    if failure == nil { failure = .invalidValue((), .init(codingPath: path, debugDescription: description)) }
  }

  /// `frame`'s position in ``containers``.
  func keep(_ frame: OutputJSONFrame) -> Int {
    containers.append(frame)
    return containers.count - 1
  }

  /// The container `frame` holds for `key`, asked for before as `kind`: `JSONEncoder` gives it again.
  func nested(_ key: String, kind: OutputJSONFrame.Kind, in frame: OutputJSONFrame) -> OutputJSONFrame? {
    let held = frame.base.map { Array(members[$0...]) } ?? frame.own
    guard let member = held.last(where: { $0.key == key }), member.container >= 0 else { return nil }
    let nested = containers[member.container]
    return nested.kind == kind ? nested : nil
  }

  /// `value` appended at nesting level `depth`: the plain kinds and the types `JSONEncoder` writes its own way here,
  /// any other by its `encode(to:)`.
  func encode<Value: Encodable>(_ value: Value, depth: Int, topLevel: Bool = false) throws {
    // Types compared, not cast: a cast to a protocol (or a bridged type) can ask the runtime for conformances.
    if Value.self == String.self, let text = value as? String {
      OutputJSONText.appendQuoted(text, to: &bytes)
    } else if Value.self == Int.self, let number = value as? Int {
      OutputJSONText.appendInteger(number, to: &bytes)
    } else if Value.self == Bool.self, let flag = value as? Bool {
      OutputJSONText.appendLiteral(flag ? "true" : "false", to: &bytes)
    } else if Value.self == Double.self, let number = value as? Double {
      try OutputJSONText.appendFloat(number, to: &bytes, codingPath: path)
    } else if Value.self == Date.self, let date = value as? Date {
      OutputJSONText.appendQuoted(date.formatted(.iso8601), to: &bytes)
    } else if Value.self == URL.self, let url = value as? URL {
      OutputJSONText.appendQuoted(url.absoluteString, to: &bytes)
    } else if Value.self == Data.self, let data = value as? Data {
      OutputJSONText.appendQuoted(data.base64EncodedString(), to: &bytes)
    } else if Value.self == Decimal.self, let decimal = value as? Decimal {
      OutputJSONText.appendUTF8(decimal.description, to: &bytes)
    } else {
      frames += 1
      let base = members.count
      let frame = OutputJSONFrame(depth: depth, start: bytes.count, base: base, serial: frames)
      let outer = top
      top = frame.serial
      defer { top = outer }
      do {
        try value.encode(to: OutputJSONEncoder(writer: self, frame: frame))
      } catch {
        // A caller that goes on (`try?`) gets no trace of the value, as from `JSONEncoder`.
        if members.count > base { members.removeSubrange(base...) }
        throw error
      }
      if frame.kind == .empty && topLevel {
        throw EncodingError.invalidValue(
          value, .init(codingPath: path, debugDescription: "Top-level \(Value.self) did not encode any values."))
      }
      finish(frame)
    }
  }

  /// Lays `frame` out where its value started, in place of its members' bytes, and takes its members off the stack.
  private func finish(_ frame: OutputJSONFrame) {
    guard let base = frame.base else { return }
    defer { members.removeSubrange(base...) }
    if frame.kind == .single, frame.single == frame.start..<bytes.count { return }
    bytes.withUnsafeBufferPointer { written in
      members.withUnsafeBufferPointer { stack in
        lay(frame, UnsafeBufferPointer(rebasing: stack[base...]), from: written, to: &layout)
      }
    }
    bytes.replaceSubrange(frame.start..<bytes.count, with: layout)
    layout.removeAll(keepingCapacity: true)
  }

  private func lay(
    _ frame: OutputJSONFrame, _ members: UnsafeBufferPointer<OutputJSONFrame.Member>,
    from written: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]
  ) {
    switch frame.kind {
    case .empty:
      open(UInt8(ascii: "{"), to: &out)
      close(UInt8(ascii: "}"), depth: frame.depth, to: &out)
    case .single:
      if let single = frame.single {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: written[single]))
      } else {
        open(UInt8(ascii: "{"), to: &out)
        close(UInt8(ascii: "}"), depth: frame.depth, to: &out)
      }
    case .list:
      open(UInt8(ascii: "["), to: &out)
      for index in members.indices {
        separate(first: index == 0, depth: frame.depth, to: &out)
        lay(members[index], from: written, to: &out)
      }
      close(UInt8(ascii: "]"), depth: frame.depth, to: &out)
    case .object:
      let keys = keyLayout(of: members)
      open(UInt8(ascii: "{"), to: &out)
      for (offset, index) in keys.order.enumerated() {
        separate(first: offset == 0, depth: frame.depth, to: &out)
        keys.quoted.withUnsafeBufferPointer { quoted in
          out.append(contentsOf: UnsafeBufferPointer(rebasing: quoted[keys.key(index)]))
        }
        lay(members[index], from: written, to: &out)
      }
      close(UInt8(ascii: "}"), depth: frame.depth, to: &out)
    }
  }

  private func lay(
    _ member: OutputJSONFrame.Member, from written: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]
  ) {
    if member.container >= 0 {
      let frame = containers[member.container]
      frame.own.withUnsafeBufferPointer { lay(frame, $0, from: written, to: &out) }
    } else {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: written[member.start..<member.end]))
    }
  }

  /// An opening bracket; followed at once by ``close(_:depth:to:)`` it is an empty container as the encoder writes
  /// it (`{}`, or `{`, two newlines and `}` when pretty).
  private func open(_ bracket: UInt8, to out: inout [UInt8]) {
    out.append(bracket)
    if pretty { out.append(UInt8(ascii: "\n")) }
  }

  private func close(_ bracket: UInt8, depth: Int, to out: inout [UInt8]) {
    if pretty {
      out.append(UInt8(ascii: "\n"))
      OutputJSONText.appendIndent(depth, to: &out)
    }
    out.append(bracket)
  }

  private func separate(first: Bool, depth: Int, to out: inout [UInt8]) {
    if !first { out.append(UInt8(ascii: ",")) }
    if pretty {
      if !first { out.append(UInt8(ascii: "\n")) }
      OutputJSONText.appendIndent(depth + 1, to: &out)
    }
  }

  /// How the keys of `members` are written: the same as the last object's when the keys are.
  private func keyLayout(of members: UnsafeBufferPointer<OutputJSONFrame.Member>) -> OutputJSONKeyLayout {
    if members.count != lastKeys.count || !members.indices.allSatisfy({ members[$0].key == lastKeys[$0] }) {
      lastKeys = members.map(\.key)
      lastKeyLayout = OutputJSONKeyLayout(keys: lastKeys, pretty: pretty)
    }
    return lastKeyLayout
  }
}
