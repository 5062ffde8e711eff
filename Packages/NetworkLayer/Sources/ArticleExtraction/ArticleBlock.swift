import Foundation

/// One block of an article's text, in reading order. Text is one line (a renderer wraps it); `links` are
/// the numbers of the ``ArticleLink``s the block's text carries.
///
/// ```swift
/// for block in article.blocks {
///   if case .heading(let level, let text, _) = block { print(String(repeating: "#", count: level), text) }
/// }
/// ```
public enum ArticleBlock: Sendable, Hashable {
  /// A heading, `level` 1…6.
  case heading(level: Int, text: String, links: [Int])
  case paragraph(text: String, links: [Int])
  /// One item of a list; `ordinal` is its number in an ordered list, nil in a bulleted one.
  case listItem(ordinal: Int?, text: String, links: [Int])
  case quote(text: String, links: [Int])
  /// Preformatted text (code, verse): its line breaks are kept.
  case preformatted(text: String)
  /// A picture: an absolute http(s) URL and its alt text or caption.
  case image(url: URL, caption: String?)

  /// The block's words; a picture has none.
  public var text: String {
    switch self {
    case .heading(_, let text, _), .paragraph(let text, _), .listItem(_, let text, _), .quote(let text, _),
      .preformatted(let text):
      text
    case .image: ""
    }
  }

  /// The numbers of the links the block's text carries.
  public var links: [Int] {
    switch self {
    case .heading(_, _, let links), .paragraph(_, let links), .listItem(_, _, let links), .quote(_, let links):
      links
    case .preformatted, .image: []
    }
  }
}
