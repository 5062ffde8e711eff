import Foundation

/// Groups the articles of a list that tell the same story: near-identical titles from several sources.
///
/// A title is normalised (case and diacritics folded, `ß` as `ss`, punctuation dropped, a trailing
/// `" - Source Name"` that NewsAPI appends removed, English and German stop words dropped) to a set of words;
/// two titles tell the same story when both have at least ``minimumWords`` words and the Jaccard index of the
/// sets (shared words over all words) is at least ``threshold``. A story is told by several sources: an article
/// never joins a group its source is already in (one source's two articles from one template are two stories).
/// Groups keep the list's order: the first article of a story leads it, and each later one joins the first
/// group whose lead it matches.
///
/// The work is bounded whatever the input: a title counts up to ``maximumTitleLength`` characters and
/// ``maximumWords`` words, an article is compared with the leads of at most the ``maximumCandidates`` latest
/// groups, and a group holds at most ``maximumGroupSize`` articles (a later match starts its own group).
///
/// ```swift
/// let groups = StoryGrouping().groups([
///   .init(title: "Fed holds rates steady - Reuters", source: "Reuters"),
///   .init(title: "Fed holds rates steady", source: "BBC News"),
/// ])   // [[0, 1]]
/// ```
struct StoryGrouping: Sendable {
  /// What grouping reads of an article.
  struct Headline: Sendable, Equatable {
    let title: String
    let source: String
  }

  /// The Jaccard index from which two titles tell the same story.
  var threshold = 0.7
  /// Titles with fewer words never group (unless equal), so "Stocks" and "Stocks rally" stay apart.
  var minimumWords = 3
  var maximumTitleLength = 300
  var maximumWords = 32
  var maximumCandidates = 64
  var maximumGroupSize = 10

  /// The positions of `headlines` grouped by story, each group in list order, the groups in the order of
  /// their leads.
  func groups(_ headlines: [Headline]) -> [[Int]] {
    var groups: [[Int]] = []
    var leads: [Set<String>] = []
    var sources: [Set<String>] = []
    for (index, headline) in headlines.enumerated() {
      let words = self.words(headline)
      let candidates = max(0, groups.count - maximumCandidates)..<groups.count
      let match = candidates.first { group in
        groups[group].count < maximumGroupSize && !sources[group].contains(headline.source)
          && sameStory(words, leads[group])
      }
      if let match {
        groups[match].append(index)
        sources[match].insert(headline.source)
      } else {
        groups.append([index])
        leads.append(words)
        sources.append([headline.source])
      }
    }
    return groups
  }

  /// Whether two normalised titles tell the same story.
  func sameStory(_ first: Set<String>, _ second: Set<String>) -> Bool {
    guard !first.isEmpty, !second.isEmpty else { return false }
    if first == second { return true }
    guard first.count >= minimumWords, second.count >= minimumWords else { return false }
    let shared = first.intersection(second).count
    let all = first.count + second.count - shared
    return Double(shared) >= threshold * Double(all)
  }

  /// The title's words: folded, without the source's suffix, punctuation and stop words.
  func words(_ headline: Headline) -> Set<String> {
    let title = withoutSourceSuffix(
      String(headline.title.prefix(maximumTitleLength)), source: String(headline.source.prefix(maximumTitleLength)))
    return Set(tokens(title).prefix(maximumWords).filter { !Self.stopWords.contains($0) })
  }

  /// `title` without a last `" - Name"`, `" – Name"`, `" — Name"` or `" | Name"` that names `source`.
  func withoutSourceSuffix(_ title: String, source: String) -> String {
    guard let last = Self.lastSeparator(in: title) else { return title }
    let name = tokens(source)
    guard !name.isEmpty, tokens(String(title[last.upperBound...])) == name else { return title }
    return String(title[..<last.lowerBound])
  }

  /// The last `" - "`, `" – "`, `" — "` or `" | "` in `title`. In ASCII text (every embedded title) only the
  /// two ASCII separators can occur, a character is a byte and no byte combines with its neighbour, so the last
  /// one is found over the bytes; Foundation's backward search went through `NSString` (1.5 M instructions of
  /// `news`' 13 M for twelve titles). Other text keeps Foundation's search.
  static func lastSeparator(in title: String) -> Range<String.Index>? {
    guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return foundationLastSeparator(in: title) }
    let bytes = Array(title.utf8)
    guard bytes.count >= 3 else { return nil }
    for start in stride(from: bytes.count - 3, through: 0, by: -1)
    where bytes[start] == 0x20 && bytes[start + 2] == 0x20
      && (bytes[start + 1] == UInt8(ascii: "-") || bytes[start + 1] == UInt8(ascii: "|"))
    {
      let lower = title.utf8.index(title.utf8.startIndex, offsetBy: start)
      return lower..<title.utf8.index(lower, offsetBy: 3)
    }
    return nil
  }

  /// ``lastSeparator(in:)`` through Foundation's backward search, for any text.
  static func foundationLastSeparator(in title: String) -> Range<String.Index>? {
    let separators = [" - ", " – ", " — ", " | "].compactMap { title.range(of: $0, options: .backwards) }
    return separators.max(by: { $0.lowerBound < $1.lowerBound })
  }

  /// Lowercased, diacritics folded, split at anything but letters and digits.
  func tokens(_ text: String) -> [String] {
    let folded = Self.folded(text)
    // In ASCII a letter or a digit is a byte of `A`–`Z`, `a`–`z` or `0`–`9`, and CR LF (the one two-byte
    // character) is neither: the words are runs of those bytes.
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiTokens(folded) }
    return Self.characterTokens(folded)
  }

  /// The runs of letters and digits of `text`, character by character.
  static func characterTokens(_ folded: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in folded {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        tokens.append(current)
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// ``tokens(_:)`` of ASCII text.
  static func asciiTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var start: String.Index?
    var index = text.utf8.startIndex
    while index != text.utf8.endIndex {
      let byte = text.utf8[index]
      let isWordByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      if isWordByte, start == nil { start = index }
      if !isWordByte, let first = start {
        tokens.append(String(text[first..<index]))
        start = nil
      }
      index = text.utf8.index(after: index)
    }
    if let first = start { tokens.append(String(text[first...])) }
    return tokens
  }

  /// `text` with case and diacritics folded and `ß` as `ss`. ASCII text is lowercased in Swift: Foundation's
  /// `folding` goes through `NSString`, whose string conversion walked every protocol conformance of the binary
  /// on first use (three walks a `news` run, whose embedded titles are ASCII); the test over every pair of ASCII
  /// characters holds the two to the same result.
  static func folded(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .replacingOccurrences(of: "ß", with: "ss")
    }
    var bytes = Array(text.utf8)
    for index in bytes.indices where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
      bytes[index] += 32
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// English and German words that say nothing about which story a title tells.
  static let stopWords: Set<String> = [
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "by", "with", "as", "from", "is", "are",
    "was", "be", "its", "it", "this", "that", "after", "over", "into", "s",
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "und", "oder", "im",
    "am", "auf", "fur", "mit", "von", "vom", "zu", "zum", "zur", "nach", "uber", "ist", "sind", "bei",
    "als", "sich", "aus",
  ]
}
