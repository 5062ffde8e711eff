/// A parsed page as a flat array of nodes (elements and text), parents and children by index, so walking,
/// scoring and removing never recurse and never hold C pointers. A removed node stays in the array, marked;
/// walks skip it and everything under it.
struct HTMLDocument {
  struct Node {
    /// The lowercased tag name; empty for text.
    var name: String
    /// A text node's characters (entities decoded by the parser).
    var text: String
    var attributes: [(name: String, value: String)]
    var parent: Int
    var children: [Int]
    var removed = false
    /// What the `class` and `id` say, worked out once.
    var hints = ClassHints.none

    var isText: Bool { name.isEmpty }
  }

  var nodes: [Node] = []
  /// Hints by `class` and `id` text: a page repeats the same few names thousands of times.
  private var hintsByName: [String: ClassHints] = [:]
  /// The `<html>` element (or whatever the parser made the document's root).
  var root = 0

  /// A new node under `parent` (-1 for none), its index.
  mutating func append(name: String, text: String, attributes: [(name: String, value: String)], parent: Int) -> Int {
    let index = nodes.count
    var node = Node(name: name, text: text, attributes: attributes, parent: parent, children: [])
    if attributes.contains(where: { $0.name == "class" || $0.name == "id" }) {
      let names = Self.classAndID(attributes)
      if let known = hintsByName[names] {
        node.hints = known
      } else {
        node.hints = ClassHints(names)
        if hintsByName.count < 10_000 { hintsByName[names] = node.hints }
      }
    }
    nodes.append(node)
    if parent >= 0 { nodes[parent].children.append(index) }
    return index
  }

  func name(_ index: Int) -> String { nodes[index].name }

  func attribute(_ name: String, of index: Int) -> String? {
    for attribute in nodes[index].attributes where attribute.name == name { return attribute.value }
    return nil
  }

  /// The lowercased `class` and `id`, space-separated, what boilerplate patterns are matched against.
  func classAndID(_ index: Int) -> String { Self.classAndID(nodes[index].attributes) }

  func hints(_ index: Int) -> ClassHints { nodes[index].hints }

  private static func classAndID(_ attributes: [(name: String, value: String)]) -> String {
    var parts: [String] = []
    for attribute in attributes where attribute.name == "class" || attribute.name == "id" {
      parts.append(attribute.value.lowercased())
    }
    return parts.joined(separator: " ")
  }

  /// The children not removed.
  func liveChildren(_ index: Int) -> [Int] {
    nodes[index].children.filter { !nodes[$0].removed }
  }

  /// Every live node under `start` (itself included) in document order; a removed node's subtree is skipped.
  func descendants(of start: Int, includingSelf: Bool = true) -> [Int] {
    var result: [Int] = []
    var stack = includingSelf ? [start] : nodes[start].children.reversed()
    while let index = stack.popLast() {
      guard !nodes[index].removed else { continue }
      result.append(index)
      stack.append(contentsOf: nodes[index].children.reversed())
    }
    return result
  }

  /// The live elements under `start` named one of `names`.
  func elements(under start: Int, named names: Set<String>) -> [Int] {
    descendants(of: start).filter { names.contains(nodes[$0].name) }
  }

  /// The text under `start`, whitespace collapsed to single spaces, trimmed.
  func text(of start: Int) -> String {
    var raw = ""
    for index in descendants(of: start) where nodes[index].isText {
      raw += nodes[index].text
      if raw.utf8.count > 1_000_000 { break }
    }
    return TextCleaner.collapsed(raw)
  }
}
