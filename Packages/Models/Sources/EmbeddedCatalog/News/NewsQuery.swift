import Foundation
import Models

/// The lowercased searchable text of an article.
struct NewsSearchText: Sendable {
  let title: String
  let description: String
  let content: String

  init(_ article: Article) {
    title = article.title.lowercased()
    description = article.description?.lowercased() ?? ""
    content = article.content?.lowercased() ?? ""
  }

  func contains(_ term: String) -> Bool {
    title.contains(term) || description.contains(term) || content.contains(term)
  }
}

/// A NewsAPI `q` parameter: words and `"quoted phrases"` that must all appear, `-excluded` ones that
/// must not. `+word` is the same as `word`, and `AND` is ignored, as every term is required anyway.
struct NewsQuery {
  private(set) var required: [String] = []
  private(set) var excluded: [String] = []

  /// `nil` when `text` is `nil` or has no terms, meaning no filter.
  init?(_ text: String?) {
    guard let text else { return nil }
    var quoted = false
    var current = ""
    for character in text + " " {
      if character == "\"" {
        quoted.toggle()
      } else if character.isWhitespace && !quoted {
        add(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    add(current)
    if required.isEmpty && excluded.isEmpty { return nil }
  }

  private mutating func add(_ token: String) {
    guard token != "AND" else { return }
    if token.hasPrefix("-") {
      let term = token.dropFirst().lowercased()
      if !term.isEmpty { excluded.append(term) }
    } else {
      let term = (token.hasPrefix("+") ? String(token.dropFirst()) : token).lowercased()
      if !term.isEmpty { required.append(term) }
    }
  }

  func matches(_ text: NewsSearchText) -> Bool {
    required.allSatisfy { text.contains($0) } && !excluded.contains { text.contains($0) }
  }

  /// How strongly an article matches: each occurrence in the title counts 3, in the description 2, in
  /// the content 1.
  func score(_ text: NewsSearchText) -> Int {
    required.reduce(0) { total, term in
      total + 3 * Self.occurrences(of: term, in: text.title) + 2 * Self.occurrences(of: term, in: text.description)
        + Self.occurrences(of: term, in: text.content)
    }
  }

  private static func occurrences(of term: String, in text: String) -> Int {
    var count = 0
    var rest = text[...]
    while let range = rest.range(of: term) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }
}
