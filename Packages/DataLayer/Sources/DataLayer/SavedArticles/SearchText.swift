import Foundation

/// Search text as the saved-article search reads it: words of letters and digits, case and diacritics
/// folded (`Übernahme` is `ubernahme`), the last word a prefix unless the text ends in a space.
///
/// ```swift
/// let query = SearchText("Apple acqui")
/// query?.words          // ["apple", "acqui"]
/// query?.lastIsPrefix   // true
/// ```
public struct SearchText: Hashable, Sendable {
  /// The folded words, in order.
  public let words: [String]
  /// Whether the last word matches any word it begins.
  public let lastIsPrefix: Bool

  /// `nil` when `text` has no word.
  public init?(_ text: String) {
    let words = Self.words(in: text)
    guard !words.isEmpty else { return nil }
    self.words = words
    self.lastIsPrefix = !(text.last?.isWhitespace ?? true)
  }

  /// The folded words of `text`.
  public static func words(in text: String) -> [String] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    return folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Whether every word appears in `text` (the last as a prefix of a word when ``lastIsPrefix``).
  public func matches(_ text: String) -> Bool {
    let candidates = Self.words(in: text)
    return words.indices.allSatisfy { index in matches(words[index], last: index == words.count - 1, candidates) }
  }

  private func matches(_ word: String, last: Bool, _ candidates: [String]) -> Bool {
    last && lastIsPrefix ? candidates.contains { $0.hasPrefix(word) } : candidates.contains(word)
  }
}
