import Foundation
import Models

/// Draws the articles of an ``EmbeddedNewsCatalog`` from a seed.
enum NewsFactory {
  struct Made {
    let entry: EmbeddedNewsCatalog.Entry
    let popularity: Int
  }

  /// `perCategory` articles in each category, spread over the sources of that category, newest first;
  /// the newest is published at `newest`, each next one 5 to 75 minutes earlier.
  static func makeEntries(seed: UInt64, sources: [NewsSource], perCategory: Int, newest: Date) -> [Made] {
    var slots: [Slot] = []
    for category in NewsCategory.allCases {
      let own = sources.filter { $0.category == category }
      guard !own.isEmpty else { continue }
      for number in 0..<perCategory {
        slots.append(Slot(category: category, sources: own, number: number))
      }
    }
    return makeEntries(seed: seed, slots: slots, sources: sources, newest: newest) { category, language in
      NewsWords.words(for: category, language: language)
    }
  }

  /// `perSource` articles from every source, in its own category, newest first, dated as above, written
  /// with the reader's additional words.
  static func makeEntries(seed: UInt64, sources: [NewsSource], perSource: Int, newest: Date) -> [Made] {
    let slots = sources.flatMap { source in
      (0..<perSource).map { Slot(category: source.category, sources: [source], number: $0) }
    }
    return makeEntries(seed: seed, slots: slots, sources: sources, newest: newest) { category, language in
      NewsWords.words(for: category, language: language)
        .adding(NewsWords.readerAdditions(for: category, language: language))
    }
  }

  /// One article to write: its category and the sources it is shared among (the `number`th goes to
  /// source `number % sources.count`).
  private struct Slot {
    let category: NewsCategory
    let sources: [NewsSource]
    let number: Int
  }

  private static func makeEntries(
    seed: UInt64, slots: [Slot], sources: [NewsSource], newest: Date,
    words wordsFor: (NewsCategory, String) -> NewsWords
  ) -> [Made] {
    var random = SeededGenerator(seed: seed)
    var titles: Set<String> = []
    var made: [Made] = []
    made.reserveCapacity(slots.count)
    var seconds = Int(newest.timeIntervalSince1970)
    for (offset, slot) in random.shuffled(slots).enumerated() {
      let source = slot.sources[slot.number % slot.sources.count]
      let publishedAt = Date(timeIntervalSince1970: TimeInterval(seconds))
      let words = wordsFor(slot.category, source.language)
      var title = write(random.pick(words.headlines), words, using: &random)
      for _ in 0..<8 where titles.contains(title) {
        title = write(random.pick(words.headlines), words, using: &random)
      }
      titles.insert(title)
      let article = makeArticle(
        title: title, serial: 40_000 + offset * 7, source: source, category: slot.category,
        publishedAt: publishedAt, words: words, using: &random)
      let entry = EmbeddedNewsCatalog.Entry(
        article: article, category: slot.category, country: source.country, language: source.language)
      // Bigger sources are read more; within a source, stories vary widely.
      let reach = (sources.count - (sources.firstIndex(of: source) ?? 0)) * 400
      made.append(Made(entry: entry, popularity: reach + random.next(in: 0...5_000)))
      seconds -= random.next(in: 300...4_500)
    }
    return made
  }

  private static func makeArticle(
    title: String, serial: Int, source: NewsSource, category: NewsCategory, publishedAt: Date, words: NewsWords,
    using random: inout SeededGenerator
  ) -> Article {
    let site = source.url.absoluteString
    let day = CivilDate(publishedAt)
    let url = URL(string: "\(site)/\(category.rawValue)/\(day.path)/\(slug(title))-\(serial)")
    let image = URL(string: "\(site)/images/\(day.year)/\(serial).jpg")
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
    return Article(
      source: ArticleSource(id: source.id, name: source.name), author: author, title: title,
      description: hasDescription ? description : nil, url: url ?? source.url,
      urlToImage: hasImage ? image : nil, publishedAt: publishedAt, content: hasContent ? content : nil)
  }

  private static func write(_ template: String, _ words: NewsWords, using random: inout SeededGenerator) -> String {
    TextTemplate.capitalizingFirst(TextTemplate.fill(template, slots: words.slots, using: &random))
  }

  /// NewsAPI's content: the first 200 characters, then `… [+N chars]` for the rest of the article.
  private static func truncated(_ body: String, remaining: Int) -> String {
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
      let letters: String
      switch scalar {
      case "a"..."z", "0"..."9": letters = String(scalar)
      case "ä": letters = "ae"
      case "ö": letters = "oe"
      case "ü": letters = "ue"
      case "ß": letters = "ss"
      case "é", "è": letters = "e"
      default:
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty {
        if result.count >= 60 { break }
        result.append(UInt8(ascii: "-"))
      }
      pendingDash = false
      result.append(contentsOf: letters.utf8)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
