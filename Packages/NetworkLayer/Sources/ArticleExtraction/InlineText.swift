/// The words of one block as they are gathered, with the links among them (their words and raw `href`).
struct InlineText {
  var raw = ""
  var links: [(text: String, href: String)] = []
  var images: [Int] = []

  var isBlank: Bool { raw.unicodeScalars.allSatisfy(TextCleaner.isSpace) }

  mutating func removeAll() {
    raw = ""
    links = []
    images = []
  }
}

extension HTMLDocument {
  /// Gathers the text under `start` as one line into `inline`: every element taken as inline, `<br>` as a
  /// space, links recorded, pictures noted; lists under it skipped when `skippingLists` (a list item's own
  /// list is written after it).
  func gatherInline(_ start: Int, into inline: inout InlineText, skippingLists: Bool = false) {
    var stack = [start]
    while let index = stack.popLast() {
      let node = nodes[index]
      guard !node.removed else { continue }
      if node.isText {
        inline.raw += node.text
        continue
      }
      switch node.name {
      case "br", "hr":
        inline.raw += " "
        continue
      case "img", "amp-img":
        inline.images.append(index)
        continue
      case "ul" where skippingLists && index != start, "ol" where skippingLists && index != start:
        continue
      case "a":
        if let href = attribute("href", of: index) { inline.links.append((text(of: index), href)) }
      default:
        if index != start, PageCleaner.isHidden(index, in: self) || node.hints.isInlineNoise { continue }
      }
      if HTMLTags.block.contains(node.name) { inline.raw += " " }
      stack.append(contentsOf: node.children.reversed())
    }
  }
}
