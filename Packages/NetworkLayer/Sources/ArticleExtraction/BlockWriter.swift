import Foundation

/// Writes the chosen part of a page as blocks: headings, paragraphs, list items, quotes, preformatted text
/// and pictures, in reading order. On the way it leaves out what sits inside articles but is not their text —
/// share bars, related links, ads, comments, bylines (by class and id), lists and boxes that are mostly links
/// — and writes a paragraph only once. Links get numbers in reading order, each URL once.
struct BlockWriter {
  let document: HTMLDocument
  let statistics: NodeStatistics
  let baseURL: URL?
  let limits: ExtractionLimits
  /// The headline, left out when a heading repeats it.
  let title: String?

  private(set) var blocks: [ArticleBlock] = []
  private(set) var links: [ArticleLink] = []
  private var linkNumbers: [URL: Int] = [:]
  private var imagesWritten: Set<URL> = []
  /// Long paragraphs written so far, lowercased; a repeat is left out.
  var written: Set<String> = []
  private var characters = 0
  private var run = InlineText()
  private var quoteDepth = 0
  private var ordinals: [Int: Int] = [:]
  private(set) var rootLength = 0

  init(document: HTMLDocument, statistics: NodeStatistics, baseURL: URL?, limits: ExtractionLimits, title: String?) {
    self.document = document
    self.statistics = statistics
    self.baseURL = baseURL
    self.limits = limits
    self.title = title.map { $0.lowercased() }
  }

  private enum Step {
    case visit(Int)
    case flush
    case leaveQuote
  }

  mutating func write(_ roots: [Int]) {
    rootLength = roots.reduce(0) { $0 + statistics.textLength[$1] }
    var stack: [Step] = roots.reversed().map { .visit($0) }
    while let step = stack.popLast(), blocks.count < limits.maximumBlocks, characters < limits.maximumCharacters {
      switch step {
      case .flush:
        flush()
      case .leaveQuote:
        flush()
        quoteDepth -= 1
      case .visit(let index):
        visit(index, stack: &stack)
      }
    }
    flush()
  }

  private mutating func visit(_ index: Int, stack: inout [Step]) {
    let node = document.nodes[index]
    guard !node.removed else { return }
    if node.isText {
      run.raw += node.text
      return
    }
    let name = node.name
    if name == "br" || name == "hr" {
      run.raw += " "
      return
    }
    if PageCleaner.isHidden(index, in: document) || isBoilerplate(index) { return }
    if HTMLTags.inline.contains(name) && !statistics.hasBlock[index] {
      document.gatherInline(index, into: &run)
      return
    }
    switch name {
    case "img", "amp-img":
      flush()
      writeImage(index, caption: nil)
    case "h1", "h2", "h3", "h4", "h5", "h6":
      flush()
      let level = Int(name.dropFirst()) ?? 2
      var inline = InlineText()
      document.gatherInline(index, into: &inline)
      if level <= 2, isHeadline(TextCleaner.collapsed(inline.raw)) { return }
      write(inline) { text, links in .heading(level: level, text: text, links: links) }
    case "p" where !statistics.hasBlock[index]:
      flush()
      emit(index) { text, links in .paragraph(text: text, links: links) }
    case "li":
      flush()
      let ordinal = ordinals[index]
      emit(index, skippingLists: true) { text, links in .listItem(ordinal: ordinal, text: text, links: links) }
      for child in document.liveChildren(index).reversed() where ["ul", "ol"].contains(document.name(child)) {
        stack.append(.visit(child))
      }
    case "pre":
      flush()
      let text = TextCleaner.preformatted(rawText(index))
      if !text.isEmpty { append(.preformatted(text: TextCleaner.bounded(text, to: limits.maximumBlockCharacters))) }
    case "blockquote":
      flush()
      quoteDepth += 1
      stack.append(.leaveQuote)
      for child in document.nodes[index].children.reversed() { stack.append(.visit(child)) }
    case "tr" where !statistics.hasBlockBelowCells(index, in: document):
      flush()
      emit(index) { text, links in .paragraph(text: text, links: links) }
    case "ol", "ul":
      flush()
      if name == "ol" { number(index) }
      stack.append(.flush)
      for child in document.nodes[index].children.reversed() { stack.append(.visit(child)) }
    default:
      flush()
      stack.append(.flush)
      for child in document.nodes[index].children.reversed() { stack.append(.visit(child)) }
    }
  }

  private mutating func number(_ list: Int) {
    var ordinal = Int(document.attribute("start", of: list) ?? "").map { max(-1_000_000, min($0, 1_000_000)) } ?? 1
    for item in document.liveChildren(list) where document.name(item) == "li" {
      ordinals[item] = ordinal
      ordinal += 1
    }
  }

  private func rawText(_ index: Int) -> String {
    var text = ""
    for node in document.descendants(of: index) {
      if document.nodes[node].isText { text += document.nodes[node].text }
      if document.name(node) == "br" { text += "\n" }
      if text.utf8.count > limits.maximumBlockCharacters * 4 { break }
    }
    return text
  }

  /// Writes the words under `index` as one block made by `make`.
  private mutating func emit(
    _ index: Int, skippingLists: Bool = false, make: (String, [Int]) -> ArticleBlock
  ) {
    var inline = InlineText()
    document.gatherInline(index, into: &inline, skippingLists: skippingLists)
    write(inline, make: make)
  }

  /// The words gathered so far in the current run, as a paragraph (or a quote inside a quote).
  private mutating func flush() {
    guard !run.raw.isEmpty || !run.images.isEmpty else { return }
    let inline = run
    run.removeAll()
    write(inline) { text, links in .paragraph(text: text, links: links) }
  }

  private mutating func write(_ inline: InlineText, make: (String, [Int]) -> ArticleBlock) {
    let text = TextCleaner.bounded(TextCleaner.collapsed(inline.raw), to: limits.maximumBlockCharacters)
    if !text.isEmpty, isWorthWriting(text, inline: inline) {
      let numbers = inline.links.compactMap { number(link: $0.href, text: $0.text) }
      var block = make(text, Array(Set(numbers)).sorted())
      if quoteDepth > 0, case .paragraph(let text, let links) = block { block = .quote(text: text, links: links) }
      append(block)
    }
    for image in inline.images { writeImage(image, caption: nil) }
  }

  private mutating func append(_ block: ArticleBlock) {
    characters += block.text.utf8.count
    blocks.append(block)
  }

  private mutating func number(link href: String, text: String) -> Int? {
    guard let url = PageURL.resolve(href, against: baseURL) else { return nil }
    if let number = linkNumbers[url] { return number }
    guard links.count < limits.maximumLinks else { return nil }
    let number = links.count + 1
    let words = TextCleaner.bounded(TextCleaner.collapsed(text), to: 200)
    links.append(ArticleLink(number: number, text: words, url: url))
    linkNumbers[url] = number
    return number
  }

  private mutating func writeImage(_ index: Int, caption: String?) {
    guard let url = PageURL.imageSource(of: index, in: document, against: baseURL) else { return }
    guard imagesWritten.insert(url).inserted else { return }
    let alt = document.attribute("alt", of: index).map(TextCleaner.collapsed).flatMap { $0.isEmpty ? nil : $0 }
    append(.image(url: url, caption: (caption ?? alt).map { TextCleaner.bounded($0, to: 300) }))
  }
}
