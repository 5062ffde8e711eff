import ArticleExtraction
import Core
import Foundation
import NetworkLayer
import NetworkLayerLive

extension ArticlePageFetcher {
  /// The largest page fetched, counted after decompression.
  public static let maximumPageBytes = 5 * 1_048_576

  /// Fetches pages over `http` — by default a URLSession that follows at most five redirects, each to an
  /// http(s) address, sends no cookie and keeps none — with no key, within `timeout` for the whole exchange
  /// and `maximumBytes` of body after decompression, then checks the answer is HTML (`text/html` or
  /// `application/xhtml+xml`) and extracts it against the address it finally came from.
  ///
  /// ```swift
  /// let reader = ArticlePageFetcher.live(timeout: .seconds(20))
  /// ```
  public static func live(
    http: HTTPClient = .urlSession(redirects: .anyWebOrigin), extractor: ArticleExtractor = ArticleExtractor(),
    timeout: Duration = .seconds(20), maximumBytes: Int = maximumPageBytes
  ) -> ArticlePageFetcher {
    ArticlePageFetcher { url in
      guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host?.isEmpty == false
      else { throw ExtractionError(.unsupportedURL, url: url) }
      let request = HTTPRequest(
        url: url,
        headers: ["Accept": "text/html, application/xhtml+xml;q=0.9", "Accept-Language": "en, de;q=0.8, *;q=0.5"],
        timeout: timeout, maximumBodyBytes: maximumBytes)
      let response: HTTPResponse
      do {
        response = try await http.send(request)
      } catch let error as NetworkError {
        throw extractionError(error, url: url, timeout: timeout, maximumBytes: maximumBytes)
      }
      guard response.isSuccess else { throw ExtractionError(.httpStatus, url: url, value: String(response.status)) }
      let contentType = response.header("content-type") ?? ""
      guard isPage(contentType) else {
        throw ExtractionError(.notHTML, url: url, value: contentType.isEmpty ? "none" : String(contentType.prefix(100)))
      }
      let page = response.url ?? url
      return try extractor.extract([UInt8](response.body), contentType: contentType, pageURL: page)
    }
  }

  /// Only what a browser would render as a page.
  static func isPage(_ contentType: String) -> Bool {
    let type = contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return type == "text/html" || type == "application/xhtml+xml"
  }

  /// The transport's error in the reader's words.
  static func extractionError(
    _ error: NetworkError, url: URL, timeout: Duration, maximumBytes: Int
  )
    -> ExtractionError
  {
    switch error.code {
    case .timeout:
      return ExtractionError(.timeout, url: url, limit: Int(timeout.components.seconds))
    case .redirectRefused:
      return ExtractionError(
        .badRedirect, url: url, value: error.value ?? "?", limit: RedirectPolicy.maximumRedirects)
    case .badResponse where error.detail == .tooLarge(maximumBytes):
      return ExtractionError(.tooLarge, url: url, limit: maximumBytes)
    default:
      return ExtractionError(.unreachable, url: url, value: error.message(in: .english))
    }
  }
}
