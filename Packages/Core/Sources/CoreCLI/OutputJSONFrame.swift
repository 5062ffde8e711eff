/// One value of the document while it is encoded: the container its `encode(to:)` asked for and what was put in it.
///
/// A value encoded into a container is written into ``OutputJSONWriter/bytes`` at once and remembered as a
/// ``Member``: its key and the range it took there. The members of the value being encoded wait on the writer's
/// stack (``OutputJSONWriter/members``); a container asked for with `nestedContainer` or `superEncoder`, which its
/// caller may fill at any time, keeps its members itself. When the value's `encode(to:)` returns, the writer lays
/// them out (keys sorted, separators, indentation) where the value started.
final class OutputJSONFrame {
  enum Kind {
    /// Nothing encoded yet: written as an empty object, as `JSONEncoder` writes it.
    case empty
    case object
    case list
    /// One value through a single-value container.
    case single
  }

  struct Member {
    /// The key in an object; empty in a list.
    var key: String
    /// Where the bytes already written start and end in ``OutputJSONWriter/bytes``.
    var start: Int
    var end: Int
    /// A container filled on its own, laid out in place of the bytes: its position in
    /// ``OutputJSONWriter/containers``, or -1. (A number, not a reference: copying a member then needs no
    /// reference counting.)
    var container = -1
  }

  var kind: Kind
  /// The value's nesting level: its members are indented one level deeper.
  let depth: Int
  /// Where the value's bytes start in ``OutputJSONWriter/bytes``.
  let start: Int
  /// Where its members start on the writer's stack; `nil` for a container filled on its own, whose members are in
  /// ``own``.
  let base: Int?
  /// Unchecked: a frame belongs to one document on one thread, and no two accesses to one property overlap.
  @exclusivity(unchecked) var own: [Member] = []
  /// What a single-value container wrote.
  var single: Range<Int>?
  /// Which value of the document this is, counting from 1; 0 for a container filled on its own.
  let serial: Int

  init(kind: Kind = .empty, depth: Int, start: Int, base: Int?, serial: Int = 0) {
    self.kind = kind
    self.depth = depth
    self.start = start
    self.base = base
    self.serial = serial
  }
}
