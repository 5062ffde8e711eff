import Core
import CoreCLI
import DataLayer

/// What `mosaic gallery --history` prints: `{"history":[{"text","searchedAt"}]}`, or the list; and what
/// `--forget TEXT` did: `{"deleted","text"}` or a sentence.
struct PhotoSearchHistoryOutput: CommandOutput {
  let history: [SearchHistoryEntry]

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    guard !history.isEmpty else { return [GalleryStrings.noSearchHistory(language)] }
    return [style.palette.paint(GalleryStrings.searchHistoryHeading(count: history.count, language), .heading)]
      + history.map { HistoryRow.line($0.text, $0.searchedAt, style: style) }
      + [GalleryStrings.searchHistoryHint(language)]
  }

  private enum CodingKeys: String, CodingKey { case history }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(history, forKey: .history)
  }
}

/// What `mosaic gallery --forget TEXT` did.
struct PhotoSearchForgotten: CommandOutput {
  let text: String
  let deleted: Bool

  func lines(in style: TextStyle) -> [String] {
    [GalleryStrings.searchForgotten(TerminalText.line(text), deleted: deleted, style.language)]
  }

  private enum CodingKeys: String, CodingKey { case deleted, text }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(deleted, forKey: .deleted)
    try container.encode(text, forKey: .text)
  }
}
