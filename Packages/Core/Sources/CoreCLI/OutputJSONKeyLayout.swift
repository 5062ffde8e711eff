/// How the keys of one object are written: the order of its members, and each key quoted with the separator after it.
///
/// The order is `JSONEncoder`'s: by the keys' UTF-8 bytes; of a key written twice only the last member is written.
struct OutputJSONKeyLayout {
  /// The positions of the members written, in order.
  var order: [Int] = []
  /// Every key quoted and followed by `:` (` : ` when pretty), one after another.
  var quoted: [UInt8] = []
  /// Where each member's key ends in ``quoted`` (it starts where the one before ends). Not a list of ranges: the
  /// runtime checks `Int: Comparable` for the type of such a list, a scan of every conformance of the binary.
  var ends: [Int] = []

  init() {}

  init(keys: [String], pretty: Bool) {
    var order = Array(keys.indices)
    order.sort { left, right in
      let comparison = OutputJSONText.compareUTF8(keys[left], keys[right])
      return comparison < 0 || (comparison == 0 && left < right)
    }
    // Of equal keys, next to each other now, the last written stays.
    self.order = order.indices.compactMap { position in
      position + 1 < order.count && keys[order[position]] == keys[order[position + 1]] ? nil : order[position]
    }
    ends.reserveCapacity(keys.count)
    for key in keys {
      OutputJSONText.appendQuoted(key, to: &quoted)
      OutputJSONText.appendLiteral(pretty ? " : " : ":", to: &quoted)
      ends.append(quoted.count)
    }
  }

  /// The bytes of the key of the member at `index`, quoted, with its separator.
  func key(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }
}
