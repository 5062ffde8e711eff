import Foundation
import Models

/// Reads Unsplash's paging headers. Every number in them comes from a server: none is trusted to fit.
enum UnsplashPaging {
  /// The highest page asked for; far past any real feed, and small enough that `page * perPage` fits.
  static let maximumPage = 1_000_000
  /// The longest `Link` header read; a longer one counts as absent.
  static let maximumLinkLength = 16 * 1024

  /// The page with `X-Total` as the total and `Link: rel="next"` (or, without a `Link` header, a full
  /// page short of the total) deciding whether more pages exist.
  static func page(_ page: Int, perPage: Int, photos: [Photo], response: HTTPResponse) -> PhotoPage {
    let total = response.header("x-total").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      .map { max($0, 0) }
    let hasMore: Bool
    if let link = response.header("link"), link.utf8.count <= maximumLinkLength {
      hasMore = LinkHeader(link).url(for: "next") != nil
    } else if let total {
      // Pages and totals come from outside: a product that overflows is past any total.
      let (seen, overflow) = page.multipliedReportingOverflow(by: perPage)
      hasMore = !overflow && seen < total && !photos.isEmpty
    } else {
      hasMore = photos.count >= perPage
    }
    return PhotoPage(page: page, perPage: perPage, total: total, hasMore: hasMore, photos: photos)
  }
}
