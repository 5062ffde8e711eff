import Foundation
import Models

/// Reads Unsplash's paging headers.
enum UnsplashPaging {
  /// The page with `X-Total` as the total and `Link: rel="next"` (or, without a `Link` header, a full
  /// page short of the total) deciding whether more pages exist.
  static func page(_ page: Int, perPage: Int, photos: [Photo], response: HTTPResponse) -> PhotoPage {
    let total = response.header("x-total").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    let hasMore: Bool
    if let link = response.header("link") {
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
