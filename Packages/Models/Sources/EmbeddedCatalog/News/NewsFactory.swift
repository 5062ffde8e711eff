import Foundation
import Models

/// Draws the articles of an ``EmbeddedNewsCatalog`` from a seed.
///
/// The articles come from one walk of a ``SeededGenerator``; a ``Checkpoint`` records where each article
/// starts in it, so an article can be built alone, identical to the one the walk builds.
enum NewsFactory {
  /// Where one article starts in the walk, and what a query knows of it without building it.
  struct Checkpoint: Sendable, Equatable {
    /// The article's source, an index into the catalog's sources (its category is the source's).
    let source: Int
    /// The generator's state before the article's first draw.
    let state: UInt64
    /// `publishedAt`, in seconds since 1970.
    let seconds: Int
    /// How often the title was drawn again because an earlier article had it (at most 8).
    let redraws: Int
    /// How widely read the article is, for ``NewsSortOrder/popularity``.
    let popularity: Int
  }

  /// The word lists a catalog writes with: ``standard``'s, or the reader's with its additions.
  enum Wording: Sendable {
    case standard, reader

    func words(for category: NewsCategory, language: String) -> NewsWords {
      switch self {
      case .standard:
        NewsWords.words(for: category, language: language)
      case .reader:
        NewsWords.words(for: category, language: language)
          .adding(NewsWords.readerAdditions(for: category, language: language))
      }
    }
  }

  /// `perCategory` articles in each category, spread over the sources of that category, newest first;
  /// the newest is published at `newest`, each next one 5 to 75 minutes earlier.
  static func walk(
    seed: UInt64, sources: [NewsSource], perCategory: Int, newest: Date
  ) -> (articles: [Article], checkpoints: [Checkpoint]) {
    var slots: [Slot] = []
    for category in NewsCategory.allCases {
      let own = sources.filter { $0.category == category }
      guard !own.isEmpty else { continue }
      for number in 0..<perCategory {
        slots.append(Slot(category: category, sources: own, number: number))
      }
    }
    return walk(seed: seed, slots: slots, sources: sources, newest: newest, wording: .standard)
  }

  /// `perSource` articles from every source, in its own category, newest first, dated as above, written
  /// with the reader's additional words.
  static func walk(
    seed: UInt64, sources: [NewsSource], perSource: Int, newest: Date
  ) -> (articles: [Article], checkpoints: [Checkpoint]) {
    let slots = sources.flatMap { source in
      (0..<perSource).map { Slot(category: source.category, sources: [source], number: $0) }
    }
    return walk(seed: seed, slots: slots, sources: sources, newest: newest, wording: .reader)
  }

  /// Article `index` and the whole body its `content` is the first 200 characters of (what the reader shows
  /// offline, see ``ArticleTextWriter``), built alone from its checkpoint.
  /// A `retitled` article keeps every draw but takes that title (see ``NewsRetellings``).
  static func written(
    _ index: Int, from checkpoint: Checkpoint, sources: [NewsSource], wording: Wording, retitled: String? = nil
  ) -> (article: Article, body: String) {
    var random = SeededGenerator(seed: checkpoint.state)
    let source = sources[checkpoint.source]
    let words = wording.words(for: source.category, language: source.language)
    var title = write(random.pick(words.headlines), words, using: &random)
    for _ in 0..<checkpoint.redraws {
      title = write(random.pick(words.headlines), words, using: &random)
    }
    return makeArticle(
      title: retitled ?? title, serial: serial(index), source: source, category: source.category,
      publishedAt: Date(timeIntervalSince1970: TimeInterval(checkpoint.seconds)), words: words, using: &random)
  }

  /// One article to write: its category and the sources it is shared among (the `number`th goes to
  /// source `number % sources.count`).
  private struct Slot {
    let category: NewsCategory
    let sources: [NewsSource]
    let number: Int
  }

  static func serial(_ index: Int) -> Int { 40_000 + index * 7 }

  /// The index whose ``serial(_:)`` is `serial`, if any.
  static func index(ofSerial serial: Int) -> Int? {
    let (offset, overflow) = serial.subtractingReportingOverflow(40_000)
    guard !overflow, offset >= 0, offset % 7 == 0 else { return nil }
    return offset / 7
  }

  private static func walk(
    seed: UInt64, slots: [Slot], sources: [NewsSource], newest: Date, wording: Wording
  ) -> (articles: [Article], checkpoints: [Checkpoint]) {
    var random = SeededGenerator(seed: seed)
    var titles: Set<String> = []
    var articles: [Article] = []
    var checkpoints: [Checkpoint] = []
    articles.reserveCapacity(slots.count)
    checkpoints.reserveCapacity(slots.count)
    var seconds = Int(newest.timeIntervalSince1970)
    for (offset, slot) in random.shuffled(slots).enumerated() {
      let source = slot.sources[slot.number % slot.sources.count]
      let sourceIndex = sources.firstIndex(of: source) ?? 0
      let state = random.state
      let words = wording.words(for: slot.category, language: source.language)
      var title = write(random.pick(words.headlines), words, using: &random)
      var redraws = 0
      for _ in 0..<8 where titles.contains(title) {
        title = write(random.pick(words.headlines), words, using: &random)
        redraws += 1
      }
      titles.insert(title)
      articles.append(
        makeArticle(
          title: title, serial: serial(offset), source: source, category: slot.category,
          publishedAt: Date(timeIntervalSince1970: TimeInterval(seconds)), words: words, using: &random
        ).article)
      // Bigger sources are read more; within a source, stories vary widely.
      let reach = (sources.count - sourceIndex) * 400
      checkpoints.append(
        Checkpoint(
          source: sourceIndex, state: state, seconds: seconds, redraws: redraws,
          popularity: reach + random.next(in: 0...5_000)))
      seconds -= random.next(in: 300...4_500)
    }
    for index in articles.indices {
      let title = NewsRetellings.title(
        of: index, count: articles.count, wording: wording, source: sources[checkpoints[index].source]
      ) { articles[$0].title }
      guard let title else { continue }
      articles[index] =
        written(index, from: checkpoints[index], sources: sources, wording: wording, retitled: title).article
    }
    return (articles, checkpoints)
  }

  private static func makeArticle(
    title: String, serial: Int, source: NewsSource, category: NewsCategory, publishedAt: Date, words: NewsWords,
    using random: inout SeededGenerator
  ) -> (article: Article, body: String) {
    let site = source.url.absoluteString
    let day = CivilDate(publishedAt)
    let url = URL(string: "\(site)/\(category.rawValue)/\(day.path)/\(slug(title))-\(serial)")
    // The picture is drawn offline (`ImageSource.embedded`), like the photos': no request leaves the machine.
    let image = URL(string: "embedded://news/\(source.id)-\(serial)")
    let description = write(random.pick(words.descriptions), words, using: &random)
    let closers = NewsWords.closers[source.language] ?? []
    let closer = closers.isEmpty ? "" : " " + random.pick(closers)
    let body = write(random.pick(words.bodies), words, using: &random) + closer
    let reporters = NewsSourceList.reporters[source.language] ?? []
    var author: String? = reporters.isEmpty || random.chance(12) ? nil : random.pick(reporters)
    if let first = author, random.chance(10) {
      let second = random.pick(reporters)
      if second != first { author = "\(first), \(second)" }
    }
    let hasDescription = !random.chance(8)
    let hasImage = !random.chance(12)
    let hasContent = !random.chance(10)
    let content = truncated(body, remaining: random.next(in: 900...7_200))
    let article = Article(
      source: ArticleSource(id: source.id, name: source.name), author: author, title: title,
      description: hasDescription ? description : nil, url: url ?? source.url,
      urlToImage: hasImage ? image : nil, publishedAt: publishedAt, content: hasContent ? content : nil)
    return (article, body)
  }

  private static func write(_ template: String, _ words: NewsWords, using random: inout SeededGenerator) -> String {
    TextTemplate.capitalizingFirst(TextTemplate.fill(template, slots: words.slots, using: &random))
  }

  /// NewsAPI's content: the first 200 characters, then `… [+N chars]` for the rest of the article.
  static func truncated(_ body: String, remaining: Int) -> String {
    // ASCII without CR (every embedded body) is one character a byte: cut and counted over the bytes, not
    // by breaking the body into characters (a fifth of the catalog's article).
    if body.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let count = body.utf8.count
      var kept = String(body[..<body.utf8.index(body.startIndex, offsetBy: min(200, count))])
      while kept.utf8.last == UInt8(ascii: " ") { kept.removeLast() }
      return "\(kept)… [+\(remaining + max(0, count - 200)) chars]"
    }
    return characterTruncated(body, remaining: remaining)
  }

  /// ``truncated(_:remaining:)`` character by character, for any text.
  static func characterTruncated(_ body: String, remaining: Int) -> String {
    var kept = String(body.prefix(200))
    while kept.last == " " { kept.removeLast() }
    return "\(kept)… [+\(remaining + max(0, body.count - 200)) chars]"
  }

  /// A URL path segment from a title: lowercase ASCII letters and digits joined by dashes, cut at a
  /// word boundary after about 60 characters.
  static func slug(_ title: String) -> String {
    var result: [UInt8] = []
    var pendingDash = false
    for scalar in title.lowercased().unicodeScalars {
      // One or two ASCII letters, as bytes: a `String` a scalar was half of the slug's work.
      let letters: (UInt8, UInt8?)
      switch scalar {
      case "a"..."z", "0"..."9": letters = (UInt8(truncatingIfNeeded: scalar.value), nil)
      case "ä": letters = (UInt8(ascii: "a"), UInt8(ascii: "e"))
      case "ö": letters = (UInt8(ascii: "o"), UInt8(ascii: "e"))
      case "ü": letters = (UInt8(ascii: "u"), UInt8(ascii: "e"))
      case "ß": letters = (UInt8(ascii: "s"), UInt8(ascii: "s"))
      case "é", "è": letters = (UInt8(ascii: "e"), nil)
      default:
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty {
        if result.count >= 60 { break }
        result.append(UInt8(ascii: "-"))
      }
      pendingDash = false
      result.append(letters.0)
      if let second = letters.1 { result.append(second) }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
