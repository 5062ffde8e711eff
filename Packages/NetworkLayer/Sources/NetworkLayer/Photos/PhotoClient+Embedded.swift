import EmbeddedCatalog
import Models
import SafeText

extension PhotoClient {
  /// Photos from the offline catalog built into Mosaic: no key, no network, the same on every run. An
  /// unknown id throws ``NetworkError`` `.notFound` with the id as its ``NetworkError/value``. A search
  /// matches the description, alt description and author, ignoring case, newest first. A photographer's
  /// profile is made from their photos in the catalog (``EmbeddedPhotoCatalog/profile(username:)``). A page's
  /// bylines come without building its photos (``EmbeddedPhotoCatalog/bylines(_:perPage:)``).
  public static func embedded(_ catalog: EmbeddedPhotoCatalog = .standard) -> PhotoClient {
    var client = PhotoClient(
      source: .embedded,
      listPhotos: { page, perPage in Fetched(catalog.page(page, perPage: perPage)) },
      photo: { id in
        guard let photo = catalog.photo(id: id) else { throw NetworkError(.notFound, value: id) }
        return Fetched(photo)
      },
      searchPhotos: { text, page, perPage in
        guard let query = PhotoClient.searchQuery(text), page >= 1, perPage >= 1 else {
          return PhotoClient.noMatches(page: page, perPage: perPage)
        }
        return slice(catalog.search(query), page: page, perPage: perPage)
      },
      userPhotos: { name, page, perPage in
        guard let username = PhotoClient.username(name) else {
          throw NetworkError(.invalidUsername, value: TerminalText.excerpt(name, limit: 80))
        }
        guard page >= 1, perPage >= 1 else { return PhotoClient.noMatches(page: page, perPage: perPage) }
        // The page's photos only are built (the photo page asks for 7 of a photographer's photos).
        let size = min(perPage, PhotoClient.maximumPerPage)
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        let positions = overflow ? 0..<0 : start..<(start > Int.max - size ? Int.max : start + size)
        let (total, photos) = catalog.photos(byUsername: username, at: positions)
        guard total > 0 else { throw NetworkError(.notFound, value: username) }
        return Fetched(
          PhotoPage(
            page: page, perPage: size, total: total,
            hasMore: !overflow && start < total && start + photos.count < total,
            photos: photos))
      },
      profile: { name in
        guard let username = PhotoClient.username(name) else {
          throw NetworkError(.invalidUsername, value: TerminalText.excerpt(name, limit: 80))
        }
        guard let profile = catalog.profile(username: username) else {
          throw NetworkError(.notFound, value: username)
        }
        return Fetched(profile)
      }
    )
    client.listBylines = { page, perPage in catalog.bylines(page, perPage: perPage) }
    client.listedPhotos = { ids in catalog.listedPhotos(ids: ids) }
    return client
  }

  /// Page `page` (from 1) of `matches`, at most ``maximumPerPage`` a page.
  private static func slice(_ matches: [Photo], page: Int, perPage: Int) -> Fetched<PhotoPage> {
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: min(perPage, PhotoClient.maximumPerPage))
    let size = min(perPage, PhotoClient.maximumPerPage)
    guard !overflow, start < matches.count else {
      return Fetched(PhotoPage(page: page, perPage: size, total: matches.count, hasMore: false, photos: []))
    }
    let end = min(start + size, matches.count)
    return Fetched(
      PhotoPage(
        page: page, perPage: size, total: matches.count, hasMore: end < matches.count,
        photos: Array(matches[start..<end])))
  }
}
