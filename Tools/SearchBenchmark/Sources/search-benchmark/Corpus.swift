import DataLayer
import Foundation
import Models

/// 100,000 saved articles of realistic length, drawn from a seed: titles of 6–14 words, descriptions of
/// 18–40, NewsAPI's 200 characters of content, authors (some missing) and sources. Words follow Zipf's law
/// over a 30,000-word vocabulary of real news words and made-up ones, with the queries' words placed at
/// ranks that give them realistic frequencies.
struct Corpus {
  private var random: SplitMix
  private let vocabulary: [String]
  private let cumulative: [Double]
  private let authors: [String]
  private let sources: [String]

  static let functionWords = [
    "the", "of", "and", "to", "in", "a", "for", "on", "with", "as", "by", "at", "from", "its", "after", "over",
    "is", "was", "will", "has", "that", "it", "be", "are", "new", "more", "than", "about", "into", "their",
  ]

  /// Real words at Zipf ranks (1 is the most common content word); the rest are made up.
  static let placed: [(rank: Int, word: String)] = [
    (3, "market"), (9, "shares"), (14, "company"), (25, "government"), (40, "inflation"), (60, "bank"),
    (75, "central"), (110, "apple"), (150, "rate"), (180, "cuts"), (260, "earnings"), (300, "quarterly"),
    (420, "strike"), (500, "regulators"), (560, "regulation"), (700, "tariffs"), (900, "acquisition"),
    (1_100, "vaccine"), (1_400, "merger"), (1_600, "talks"), (2_500, "semiconductor"), (3_800, "Übernahme"),
    (9_000, "velmorant"),
  ]

  init(seed: UInt64, vocabularySize: Int = 30_000) {
    random = SplitMix(seed: seed)
    var words = (0..<vocabularySize).map { Self.madeUpWord($0) }
    for (rank, word) in Self.placed { words[rank - 1] = word }
    vocabulary = words
    var total = 0.0
    cumulative = (1...vocabularySize).map { rank in
      total += 1 / Double(rank)
      return total
    }
    let first = ["Anna", "Ben", "Clara", "David", "Elena", "Felix", "Grace", "Jan", "Lea", "Marcus", "Priya", "Tom"]
    let last = ["Krüger", "Owens", "Okoro", "Hart", "Vogel", "Braun", "Nair", "Becker", "Liu", "Bell", "Wolf"]
    authors = first.flatMap { name in last.map { "\(name) \($0)" } }
    sources =
      ["The Ledger", "Byte Dispatch", "Der Marktbericht", "TechCrunch", "The Wall Street Journal"]
      + (0..<75).map { "\(Self.madeUpWord(50_000 + $0).capitalized) News" }
  }

  /// A pronounceable made-up word, different for every `index`.
  static func madeUpWord(_ index: Int) -> String {
    let onsets = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "tr", "st", "pl", "gr"]
    let vowels = ["a", "e", "i", "o", "u", "ai", "ou"]
    var value = index + 7
    var word = ""
    repeat {
      word += onsets[value % onsets.count] + vowels[(value / onsets.count) % vowels.count]
      value /= onsets.count * vowels.count
    } while value > 0
    return word + ["n", "r", "s", "t", "x", ""][index % 6]
  }

  mutating func word() -> String {
    if random.unit() < 0.42 { return Self.functionWords[random.below(Self.functionWords.count)] }
    let target = random.unit() * (cumulative.last ?? 1)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] < target { low = middle + 1 } else { high = middle }
    }
    return vocabulary[low]
  }

  mutating func sentence(_ range: ClosedRange<Int>) -> String {
    let count = range.lowerBound + random.below(range.count)
    let text = (0..<count).map { _ in word() }.joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Article `index`, saved `index` minutes before the newest.
  mutating func article(_ index: Int) throws -> SavedArticle {
    let body = sentence(40...70)
    let content = String(body.prefix(200)) + "… [+\(1_000 + random.below(6_000)) chars]"
    guard let url = URL(string: "https://news.example/\(index)") else { throw BenchmarkError("bad URL \(index)") }
    let article = Article(
      source: ArticleSource(id: nil, name: sources[random.below(sources.count)]),
      author: random.unit() < 0.12 ? nil : authors[random.below(authors.count)], title: sentence(6...14),
      description: random.unit() < 0.08 ? nil : sentence(18...40) + ".", url: url,
      urlToImage: nil, publishedAt: Date(timeIntervalSince1970: 1_700_000_000 - Double(index) * 600),
      content: content)
    return SavedArticle(article: article, savedAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(index) * 60))
  }
}

/// SplitMix64: the benchmark's corpus is the same on every run.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
