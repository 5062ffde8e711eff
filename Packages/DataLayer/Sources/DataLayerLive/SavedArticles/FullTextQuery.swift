import DataLayer
import Foundation

/// A ``DataLayer/SearchText`` as an FTS5 `MATCH` expression: every word a quoted token (so no word is read
/// as an operator), the last a prefix query when typed as one; and the same restricted to the title, to put
/// title hits first.
///
/// ```swift
/// let query = FullTextQuery(SearchText("Apple acqui")!)
/// query.all     // "\"apple\" \"acqui\"*"
/// query.title   // "title : (\"apple\" \"acqui\"*)"
/// ```
struct FullTextQuery: Hashable, Sendable {
  let all: String
  let title: String

  init(_ text: SearchText) {
    let tokens = text.words.enumerated().map { index, word in
      let quoted = "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      return index == text.words.count - 1 && text.lastIsPrefix ? quoted + "*" : quoted
    }
    all = tokens.joined(separator: " ")
    title = "title : (\(all))"
  }
}
