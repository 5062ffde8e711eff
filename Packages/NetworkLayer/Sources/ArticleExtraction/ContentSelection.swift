import Foundation

/// Chooses the article's text among the candidates: the container the page's markup names (``BodyLocator``)
/// and the one Readability-style scoring finds (``ContentScorer``). With structured data's `articleBody` the
/// candidate whose words agree with it best wins; without, the named container wins unless scoring found
/// more than twice its text. When the strict pass (unlikely-looking classes removed) leaves almost nothing,
/// the page is read again without it.
struct ContentSelection {
  struct Written {
    var blocks: [ArticleBlock]
    var links: [ArticleLink]
    var length: Int
    var text: String { blocks.map(\.text).joined(separator: " ") }
  }

  let limits: ExtractionLimits
  let baseURL: URL?
  let metadata: PageMetadata

  /// Text shorter than this after the strict pass sends the page through the lenient one.
  static let enoughCharacters = 250

  func best(from document: inout HTMLDocument) -> Written? {
    PageCleaner.clean(&document, strict: false)
    var strict = document
    PageCleaner.clean(&strict, strict: true)
    let first = choose(in: strict)
    if let first, first.length >= Self.enoughCharacters { return first }
    let second = choose(in: document)
    return [first, second].compactMap { $0 }.max { $0.length < $1.length }
  }

  private func choose(in document: HTMLDocument) -> Written? {
    let statistics = NodeStatistics(document)
    var located: Written?
    for container in BodyLocator(document: document, statistics: statistics).candidates() {
      let written = write([container], document, statistics)
      if written.length >= Self.enoughCharacters {
        located = written
        break
      }
    }
    let scored = ContentScorer(document: document, statistics: statistics).article()
      .map { write($0, document, statistics) }
    let candidates = [located, scored].compactMap { $0 }
    if let reference = metadata.structuredBody, reference.count >= 300, candidates.count > 1 {
      let words = WordOverlap(reference)
      return candidates.max { words.f1($0.text) < words.f1($1.text) }
    }
    guard let located else { return scored ?? whole(document, statistics) }
    guard let scored else { return located }
    return scored.length > 2 * located.length ? scored : located
  }

  private func whole(_ document: HTMLDocument, _ statistics: NodeStatistics) -> Written? {
    let body = document.elements(under: document.root, named: ["body"]).first ?? document.root
    let written = write([body], document, statistics)
    return written.blocks.isEmpty ? nil : written
  }

  private func write(_ roots: [Int], _ document: HTMLDocument, _ statistics: NodeStatistics) -> Written {
    var writer = BlockWriter(
      document: document, statistics: statistics, baseURL: baseURL, limits: limits, title: metadata.title)
    writer.write(roots)
    let length = writer.blocks.reduce(0) { $0 + $1.text.count }
    return Written(blocks: writer.blocks, links: writer.links, length: length)
  }
}

/// How well a text's words agree with a reference's: F1 over the bags of lowercased words.
struct WordOverlap {
  private let reference: [Substring: Int]
  private let total: Int

  init(_ text: String) {
    let words = Self.words(text)
    reference = words
    total = words.values.reduce(0, +)
  }

  func f1(_ text: String) -> Double {
    let words = Self.words(text)
    let count = words.values.reduce(0, +)
    guard count > 0, total > 0 else { return 0 }
    var shared = 0
    for (word, n) in words { shared += min(n, reference[word] ?? 0) }
    let precision = Double(shared) / Double(count)
    let recall = Double(shared) / Double(total)
    return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
  }

  private static func words(_ text: String) -> [Substring: Int] {
    var counts: [Substring: Int] = [:]
    let lowered = text.lowercased()
    for word in lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(100_000) {
      counts[word, default: 0] += 1
    }
    return counts
  }
}
