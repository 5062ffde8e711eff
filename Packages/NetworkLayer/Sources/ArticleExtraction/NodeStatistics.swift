/// Counts under every live node, made in one pass from the leaves up (a node's index is always greater than
/// its parent's), so scoring and cleaning ask in constant time what would otherwise walk a subtree again.
struct NodeStatistics {
  /// Characters of text, whitespace runs counted once.
  var textLength: [Int]
  /// Characters of text inside links.
  var linkLength: [Int]
  var commas: [Int]
  var paragraphs: [Int]
  var images: [Int]
  var listItems: [Int]
  var inputs: [Int]
  var embeds: [Int]
  /// Whether a block-level element is under the node.
  var hasBlock: [Bool]

  init(_ document: HTMLDocument) {
    let count = document.nodes.count
    textLength = Array(repeating: 0, count: count)
    linkLength = Array(repeating: 0, count: count)
    commas = Array(repeating: 0, count: count)
    paragraphs = Array(repeating: 0, count: count)
    images = Array(repeating: 0, count: count)
    listItems = Array(repeating: 0, count: count)
    inputs = Array(repeating: 0, count: count)
    embeds = Array(repeating: 0, count: count)
    hasBlock = Array(repeating: false, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      let node = document.nodes[index]
      if node.isText {
        let (length, commaCount) = Self.measure(node.text)
        textLength[index] = length
        commas[index] = commaCount
      } else {
        switch node.name {
        case "a": linkLength[index] = textLength[index]
        case "p": paragraphs[index] += 1
        case "img", "picture", "amp-img": images[index] += 1
        case "li": listItems[index] += 1
        case "input", "select", "textarea", "button": inputs[index] += 1
        case "iframe", "embed", "object", "video", "audio": embeds[index] += 1
        default: break
        }
      }
      let parent = node.parent
      guard parent >= 0, !node.removed else { continue }
      textLength[parent] += textLength[index]
      linkLength[parent] += linkLength[index]
      commas[parent] += commas[index]
      paragraphs[parent] += paragraphs[index]
      images[parent] += images[index]
      listItems[parent] += listItems[index]
      inputs[parent] += inputs[index]
      embeds[parent] += embeds[index]
      if hasBlock[index] || HTMLTags.block.contains(node.name) { hasBlock[parent] = true }
    }
  }

  /// Whether a row's cells hold blocks of their own (a layout table), so the row is not one line.
  func hasBlockBelowCells(_ row: Int, in document: HTMLDocument) -> Bool {
    document.liveChildren(row).contains { hasBlock[$0] }
  }

  /// The share of `index`'s text that is inside links, 0…1.
  func linkDensity(_ index: Int) -> Double {
    let text = textLength[index]
    return text == 0 ? 0 : min(1, Double(linkLength[index]) / Double(text))
  }

  private static func measure(_ text: String) -> (length: Int, commas: Int) {
    var length = 0
    var commas = 0
    var lastWasSpace = true
    for scalar in text.unicodeScalars {
      if TextCleaner.isSpace(scalar) {
        if !lastWasSpace { length += 1 }
        lastWasSpace = true
        continue
      }
      lastWasSpace = false
      length += 1
      if scalar == "," || scalar == "\u{FF0C}" || scalar == "\u{3001}" { commas += 1 }
    }
    return (length, commas)
  }
}
