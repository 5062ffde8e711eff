/// Readability's way to find an article: every paragraph-like element with 25 characters or more scores
/// its parent in full, its grandparent in half and three more ancestors less, by its commas and length; each
/// scored element starts from its tag and its class's words and is scaled by how little of it is links. The
/// best element, moved up to a parent that scores as well, plus its siblings that score close to it, is the
/// article.
struct ContentScorer {
  let document: HTMLDocument
  let statistics: NodeStatistics

  /// The article's nodes in document order (the top candidate and the siblings that join it), or nil when
  /// nothing scored.
  func article() -> [Int]? {
    var scores: [Int: Double] = [:]
    for (paragraph, parent) in paragraphs() {
      let length = statistics.textLength[paragraph]
      guard length >= 25 else { continue }
      let score = 1 + Double(statistics.commas[paragraph]) + Double(min(length / 100, 3))
      var ancestor = parent
      var level = 0
      while ancestor >= 0, level < 5, document.name(ancestor) != "#document" {
        if scores[ancestor] == nil { scores[ancestor] = initialScore(ancestor) }
        let divider = level == 0 ? 1 : level == 1 ? 2 : Double(level * 3)
        scores[ancestor, default: 0] += score / divider
        ancestor = document.nodes[ancestor].parent
        level += 1
      }
    }
    var final: [Int: Double] = [:]
    for (index, score) in scores { final[index] = score * (1 - statistics.linkDensity(index)) }
    guard let best = final.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
      return nil
    }
    let top = promoted(best.key, scores: final)
    return siblings(of: top, scores: final)
  }

  /// Pairs of (element whose text scores, element that receives the score): `p`, `pre`, `td`, and `div`s
  /// holding only inline content score their parent; a `div`'s own run of text scores the `div`.
  private func paragraphs() -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    for index in document.descendants(of: document.root) where !document.nodes[index].isText {
      let name = document.name(index)
      let parent = document.nodes[index].parent
      switch name {
      case "p", "pre", "td", "blockquote":
        result.append((index, parent))
      case "div", "section", "article", "span", "font", "center":
        if !statistics.hasBlock[index], name != "span", name != "font" {
          result.append((index, parent))
        } else if statistics.hasBlock[index], directTextLength(index) >= 25 {
          result.append((index, index))
        }
      default:
        continue
      }
    }
    return result
  }

  /// Characters of text directly in `index` or in its inline children.
  private func directTextLength(_ index: Int) -> Int {
    var length = 0
    for child in document.liveChildren(index) {
      let node = document.nodes[child]
      if node.isText || HTMLTags.inline.contains(node.name) { length += statistics.textLength[child] }
    }
    return length
  }

  private func initialScore(_ index: Int) -> Double {
    var score: Double
    switch document.name(index) {
    case "div", "article", "main": score = 5
    case "pre", "td", "blockquote": score = 3
    case "address", "ol", "ul", "dl", "dd", "dt", "li", "form": score = -3
    case "h1", "h2", "h3", "h4", "h5", "h6", "th": score = -5
    default: score = 0
    }
    score += Double(document.hints(index).weight)
    if document.attribute("itemprop", of: index)?.lowercased() == "articlebody" { score += 25 }
    return score
  }

  /// The top candidate moved up while its parent scores at least a third of it and more than its last step,
  /// then up through parents that hold nothing else.
  private func promoted(_ start: Int, scores: [Int: Double]) -> Int {
    var top = start
    var lastScore = scores[top] ?? 0
    let threshold = lastScore / 3
    var parent = document.nodes[top].parent
    while parent >= 0, document.name(parent) != "body", document.name(parent) != "#document" {
      guard let parentScore = scores[parent] else {
        parent = document.nodes[parent].parent
        continue
      }
      if parentScore < threshold { break }
      if parentScore > lastScore {
        top = parent
        break
      }
      lastScore = parentScore
      parent = document.nodes[parent].parent
    }
    while case let parent = document.nodes[top].parent, parent >= 0, document.name(parent) != "body",
      document.name(parent) != "#document", document.liveChildren(parent).filter({ !isBlankText($0) }).count == 1
    {
      top = parent
    }
    return top
  }

  private func isBlankText(_ index: Int) -> Bool {
    document.nodes[index].isText && statistics.textLength[index] == 0
  }

  /// The top candidate and its siblings that score at least a fifth of it (more when they share its class),
  /// or read as prose: a paragraph of 80 characters with few links, or a short one ending a sentence.
  private func siblings(of top: Int, scores: [Int: Double]) -> [Int] {
    let parent = document.nodes[top].parent
    guard parent >= 0 else { return [top] }
    let topScore = scores[top] ?? 0
    let threshold = max(10, topScore * 0.2)
    let topClass = document.attribute("class", of: top) ?? ""
    var result: [Int] = []
    for sibling in document.liveChildren(parent) where !document.nodes[sibling].isText {
      if sibling == top {
        result.append(sibling)
        continue
      }
      let bonus = !topClass.isEmpty && document.attribute("class", of: sibling) == topClass ? topScore * 0.2 : 0
      if let score = scores[sibling], score + bonus >= threshold {
        result.append(sibling)
      } else if document.name(sibling) == "p" || (document.name(sibling) == "div" && !statistics.hasBlock[sibling]) {
        let length = statistics.textLength[sibling]
        let density = statistics.linkDensity(sibling)
        if length > 80 && density < 0.25 {
          result.append(sibling)
        } else if length > 0, length <= 80, density == 0, endsSentence(sibling) {
          result.append(sibling)
        }
      }
    }
    return result
  }

  private func endsSentence(_ index: Int) -> Bool {
    let text = document.text(of: index)
    return text.hasSuffix(".") || text.contains(". ")
  }
}
