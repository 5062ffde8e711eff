import Foundation
import Models

/// Unsplash's answer to `GET /search/photos`: `{"total", "total_pages", "results": [photo]}`, with at most
/// the page size of results decoded and totals that do not fit (negative, huge, not numbers) read as absent.
///
/// ```swift
/// let found = try SearchResults.decode(body, limit: 30)
/// found.photos.count   // ≤ 30
/// ```
struct SearchResults: Decodable {
  let total: Int?
  let totalPages: Int?
  let photos: [Photo]

  private enum CodingKeys: String, CodingKey {
    case total
    case totalPages = "total_pages"
    case results
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    total = (try? container.decodeIfPresent(Int.self, forKey: .total)).flatMap { $0 }.map { max($0, 0) }
    totalPages = (try? container.decodeIfPresent(Int.self, forKey: .totalPages)).flatMap { $0 }.map { max($0, 0) }
    photos = try container.decode(FirstElements<Photo>.self, forKey: .results).elements
  }

  /// The results in `body`, at most `limit` photos, with Unsplash's dates.
  static func decode(_ body: Data, limit: Int) throws -> SearchResults {
    let decoder = UnsplashJSON.decoder
    decoder.userInfo[FirstElements<Photo>.limitKey] = min(max(limit, 0), ResponseLimits.listItems)
    return try decoder.decode(Self.self, from: body)
  }

  /// Page `page` of `perPage`: more pages while `page` is below `total_pages` (or, without it, while the page
  /// came back full).
  func page(_ page: Int, perPage: Int) -> PhotoPage {
    let hasMore = totalPages.map { page < $0 } ?? (photos.count >= perPage)
    return PhotoPage(page: page, perPage: perPage, total: total, hasMore: hasMore && !photos.isEmpty, photos: photos)
  }
}
