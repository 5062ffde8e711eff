import Foundation
import MosaicTestSupport

/// The `mosaic …` commands README.md shows in its code blocks, expanded into runnable forms: each line's
/// bare form, the bare form with each optional part (`[--page N]`, each choice of `[list|add ID]`), and the
/// form with every optional part; `save ID | unsave ID` gives both; a shell pipe after the command
/// (`| dot -Tsvg`) and the comment after `#` are dropped. Placeholders (`ID`, `FILE`, `N`, …) stay as they are
/// for ``ReadmePlaceholders`` to fill.
///
/// ```swift
/// ReadmeCommands.forms(in: "```sh\nmosaic cache clear [images|all]\n```").map(\.words)
/// // [["cache", "clear"], ["cache", "clear", "images"], ["cache", "clear", "all"]]
/// ```
enum ReadmeCommands {
  /// One runnable form of a README line: the words after `mosaic`, and where it came from.
  struct Form: Hashable, Sendable, CustomStringConvertible {
    let words: [String]
    let line: Int

    var description: String { (["mosaic"] + words).joined(separator: " ") + "   (README.md line \(line))" }
    /// Whether it is the interactive app, which needs a terminal.
    var isInteractive: Bool { words.first == "ui" || words.isEmpty }
  }

  /// README.md of the repository under test.
  static func readme() throws -> String {
    try String(contentsOf: Binaries.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// Every form of every `mosaic` line inside a fenced code block, in order, without repeats.
  static func forms(in markdown: String) -> [Form] {
    var forms: [Form] = []
    var seen: Set<[String]> = []
    var inCode = false
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard inCode, text.hasPrefix("mosaic ") || text == "mosaic" else { continue }
      for words in expand(command(text)) where seen.insert(words).inserted {
        forms.append(Form(words: words, line: offset + 1))
      }
    }
    return forms
  }

  /// The command of a line: before its `#` comment, without the program's name.
  private static func command(_ text: String) -> [Token] {
    let code = text.range(of: " #").map { String(text[..<$0.lowerBound]) } ?? text
    return Array(tokens(code).dropFirst())
  }

  enum Token: Equatable {
    case word(String), open, close, bar
  }

  static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var word = ""
    func flush() {
      if !word.isEmpty { tokens.append(.word(word)) }
      word = ""
    }
    for character in text {
      switch character {
      case "[": flush(); tokens.append(.open)
      case "]": flush(); tokens.append(.close)
      case "|": flush(); tokens.append(.bar)
      case " ", "\t": flush()
      default: word.append(character)
      }
    }
    flush()
    return tokens
  }

  /// A sequence of words and optional groups, each group a list of choices.
  private enum Part {
    case word(String)
    case optional([[Part]])
  }

  /// The forms of one line's tokens.
  static func expand(_ tokens: [Token]) -> [[String]] {
    let choices = topLevelChoices(tokens)
    return choices.flatMap { parts -> [[String]] in
      var forms = [words(parts, including: [:])]
      let groups = parts.indices.filter { if case .optional = parts[$0] { true } else { false } }
      for group in groups {
        guard case .optional(let alternatives) = parts[group] else { continue }
        for choice in alternatives.indices { forms.append(words(parts, including: [group: choice])) }
      }
      forms.append(words(parts, including: Dictionary(uniqueKeysWithValues: groups.map { ($0, 0) })))
      return forms
    }
  }

  /// `save ID | unsave ID`: the right side replaces as many words at the end of the left (same placeholders);
  /// any other right side is a shell pipe and is dropped.
  private static func topLevelChoices(_ tokens: [Token]) -> [[Part]] {
    var depth = 0
    var sides: [[Token]] = [[]]
    for token in tokens {
      if token == .open { depth += 1 }
      if token == .close { depth -= 1 }
      if token == .bar, depth == 0 {
        sides.append([])
      } else {
        sides[sides.count - 1].append(token)
      }
    }
    let left = parse(sides[0])
    var choices = [left]
    for side in sides.dropFirst() {
      let right = parse(side)
      let leftWords = left.compactMap { if case .word(let word) = $0 { word } else { nil } }
      let rightWords = right.compactMap { if case .word(let word) = $0 { word } else { nil } }
      guard right.count == rightWords.count, rightWords.count < leftWords.count, left.count == leftWords.count,
        Array(rightWords.dropFirst()) == Array(leftWords.suffix(rightWords.count - 1)),
        rightWords.dropFirst().allSatisfy(ReadmePlaceholders.isPlaceholder)
      else { break }
      choices.append(Array(left.dropLast(right.count)) + right)
    }
    return choices
  }

  private static func parse(_ tokens: [Token]) -> [Part] {
    var index = 0
    return parseSequence(tokens, &index)
  }

  private static func parseSequence(_ tokens: [Token], _ index: inout Int) -> [Part] {
    var parts: [Part] = []
    while index < tokens.count {
      switch tokens[index] {
      case .word(let word):
        parts.append(.word(word))
        index += 1
      case .open:
        index += 1
        var alternatives: [[Part]] = [parseSequence(tokens, &index)]
        while index < tokens.count, tokens[index] == .bar {
          index += 1
          alternatives.append(parseSequence(tokens, &index))
        }
        if index < tokens.count, tokens[index] == .close { index += 1 }
        parts.append(.optional(alternatives))
      case .close, .bar:
        return parts
      }
    }
    return parts
  }

  /// The words of `parts` with the optional groups in `including` (group index → its choice), nested
  /// groups left out.
  private static func words(_ parts: [Part], including: [Int: Int]) -> [String] {
    parts.indices.flatMap { index -> [String] in
      switch parts[index] {
      case .word(let word): [word]
      case .optional(let alternatives):
        including[index].map { words(alternatives[$0], including: [:]) } ?? []
      }
    }
  }
}
