import Core
import Foundation

/// Why an article could not be had from a page: a stable code, the values that matter, and one sentence in
/// English or German. Tests compare codes, never sentences.
///
/// ```swift
/// do { _ = try ArticleExtractor().extract(bytes, contentType: "image/png", pageURL: url) }
/// catch let error as ExtractionError where error.code == .notHTML { print(error.value ?? "") }
/// ```
public struct ExtractionError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The page is empty.
    case empty
    /// The bytes are not an HTML page (the Content-Type says otherwise, or they are binary).
    case notHTML
    /// The page is larger than the extractor reads.
    case tooLarge
    /// The parser could not make a document of the bytes.
    case unparsable
    /// The page has no text that reads like an article.
    case noArticleFound
    /// The page's address is not an http(s) URL (fetching only).
    case unsupportedURL
    /// The server answered with an error status (fetching only).
    case httpStatus
    /// The server sent Mosaic through too many redirects, or to a place that is not http(s) (fetching only).
    case badRedirect
    /// The page did not arrive within the deadline (fetching only).
    case timeout
    /// The server could not be reached (fetching only).
    case unreachable
  }

  public let code: Code
  /// The page's address, when known.
  public var url: URL?
  /// The offending value: a Content-Type, a status, a redirect's target.
  public var value: String?
  /// The limit broken: bytes for `tooLarge`, redirects for `badRedirect`, seconds for `timeout`.
  public var limit: Int?

  public init(_ code: Code, url: URL? = nil, value: String? = nil, limit: Int? = nil) {
    self.code = code
    self.url = url
    self.value = value
    self.limit = limit
  }

  public var codeName: String { code.rawValue }

  /// The same error about `url`.
  public func about(_ url: URL?) -> ExtractionError {
    var copy = self
    copy.url = url ?? self.url
    return copy
  }

  public func message(in language: Language) -> String {
    ExtractionStrings.message(for: self, in: language)
  }
}
