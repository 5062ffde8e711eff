import Models
import NetworkLayer

extension FakePhotoService {
  /// The photos whose description, alt text or author name contains `query` (ignoring case), in feed order,
  /// paged as ``page(_:perPage:)`` pages the feed.
  public func searchPage(_ query: String, page: Int, perPage: Int) -> PhotoPage {
    let needle = PhotoClient.searchQuery(query)?.lowercased() ?? ""
    let matches =
      needle.isEmpty
      ? []
      : photos.filter { photo in
        [photo.description, photo.altDescription, photo.user.name].contains {
          $0?.lowercased().contains(needle) ?? false
        }
      }
    let start = (page - 1) * perPage
    guard page >= 1, perPage >= 1, start < matches.count else {
      return PhotoPage(page: page, perPage: perPage, total: matches.count, hasMore: false, photos: [])
    }
    let end = min(start + perPage, matches.count)
    return PhotoPage(
      page: page, perPage: perPage, total: matches.count, hasMore: end < matches.count,
      photos: Array(matches[start..<end]))
  }
}
