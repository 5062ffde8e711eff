import EmbeddedCatalog
import Foundation
import Models

/// Real values for the placeholders of README commands: `ID` (a photo's, or an article's under `news`),
/// `FILE`, `TEXT`, `URL`, `N` (1 after `--polls`, else 2), `COLUMNS`, `FEED`, `NAME` (a feed of one's own),
/// `KEY VALUE`, `MODE` (Sixel, a protocol's whole path), `USERNAME` (the photo's photographer in the embedded
/// catalog), and `mosaic://…`.
/// A word is a placeholder when it is all capitals; one this table does not know fails the test that meets
/// it, so a new README placeholder is given a value here rather than passed to `mosaic` as it is.
///
/// ```swift
/// let values = ReadmePlaceholders(photoID: "q5Aq-4pHXK9", articleID: "k3v9qz2m7t", articleURL: url, file: path)
/// try values.fill(["news", "save", "ID"])   // ["news", "save", "k3v9qz2m7t"]
/// ```
struct ReadmePlaceholders: Sendable {
  let photoID: String
  let articleID: String
  let articleURL: String
  let file: String

  /// The photographer of ``photoID`` in the embedded catalog (the README's commands run offline).
  var username: String {
    EmbeddedPhotoCatalog.standard.photo(id: photoID)?.user.username ?? "unknown"
  }

  /// A word a README command stands for a value with: all capitals, at least one letter, no `-`.
  static func isPlaceholder(_ word: String) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isUppercase || $0 == "_" } && word.contains { $0.isLetter }
  }

  /// Commands that only end when interrupted, and the options that bound them.
  static let bounded: [[String]: [String]] = [["news", "watch"]: ["--polls", "1"]]
  /// Options that already make such a command end (`news watch --once` is one poll; `--polls` beside it is refused).
  static let ending: Set<String> = ["--once"]

  /// `words` with every placeholder filled, and the options that make an endless command end.
  func fill(_ words: [String]) throws -> [String] {
    var filled: [String] = []
    for (index, word) in words.enumerated() {
      let previous = index > 0 ? words[index - 1] : ""
      filled.append(try value(word, after: previous, news: words.first == "news"))
    }
    for (prefix, options) in Self.bounded
    where filled.starts(with: prefix) && !filled.contains(options[0]) && Self.ending.isDisjoint(with: filled) {
      filled += options
    }
    return filled
  }

  private func value(_ word: String, after previous: String, news: Bool) throws -> String {
    if word == "mosaic://…" { return "mosaic://photo/\(photoID)" }
    if word.hasPrefix("mosaic://") {
      return word.replacingOccurrences(of: "/ID", with: "/\(photoID)").replacingOccurrences(
        of: "/USERNAME", with: "/\(username)")
    }
    guard Self.isPlaceholder(word) else { return word }
    switch word {
    case "ID": return news ? articleID : photoID
    case "FILE": return file
    case "TEXT": return "Porto"
    case "URL": return articleURL
    case "N": return previous == "--polls" ? "1" : "2"
    case "COLUMNS": return "60"
    case "FEED": return "wsj"
    case "NAME": return "Porto"
    case "KEY": return "theme"
    case "VALUE": return "dark"
    case "MODE": return "sixel"
    case "USERNAME": return username
    default:
      throw ReadmeCommandError(
        "README.md uses the placeholder '\(word)', which ReadmePlaceholders has no value for; add one.")
    }
  }
}

/// Why the README's commands could not be run as written.
struct ReadmeCommandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
