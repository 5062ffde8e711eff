import Foundation
import Models
import NetworkLayer
import SafeText

extension PhotoClient {
  /// Photos from the Unsplash API (or a server speaking its dialect) through `transport`:
  /// `GET /photos?page&per_page`, `GET /photos/:id`, `GET /search/photos?query&page&per_page` and
  /// `GET /users/:username/photos?page&per_page` and `GET /users/:username` (the username checked by
  /// ``PhotoClient/username(_:)``) with `Authorization: Client-ID <key>` and `Accept-Version: v1`, paging from
  /// `Link` and `X-Total`.
  ///
  /// A list answer is capped at ``ResponseLimits/list`` bytes and cut to the page size asked for; one photo
  /// (and one profile) at ``ResponseLimits/item``; search results are capped as a list. An id that cannot name a photo (empty, `.`, `..`, too long) is refused
  /// before any request, and every other id travels as one escaped path segment.
  ///
  /// ```swift
  /// let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
  /// let transport = ServiceTransport(service: service, http: .urlSession())
  /// let photos = PhotoClient.unsplash(key: APIKey("my-access-key"), transport: transport)
  /// let page = try await photos.listPhotos(1, 30).value
  /// ```
  ///
  /// `trackDownload` is `GET /photos/:id/download` on the same origin with the key (a cached answer is never
  /// used for it); `downloadPicture` fetches through `pictures` (no key; the App passes the image pipeline's
  /// hardened source with ``PhotoClient/maximumDownloadBytes``), and throws without one.
  public static func unsplash(
    key: APIKey?, transport: ServiceTransport, timeout: Duration = ServiceConfiguration.defaultRequestTimeout,
    pictures: ImageSource? = nil
  ) -> PhotoClient {
    let service = transport.service
    @Sendable func request(_ path: String, _ query: [(String, String)], limit: Int) throws -> HTTPRequest {
      try service.request(path, query: query, key: key, timeout: timeout, maximumBodyBytes: limit)
    }
    @Sendable func mapError(_ response: HTTPResponse, _ request: HTTPRequest) -> NetworkError {
      service.error(for: response, request: request, hasKey: key != nil)
    }
    /// A page of a photo listing (`/photos`, `/users/:username/photos`), the page and its size clamped.
    @Sendable func photoPage(_ path: String, page: Int, perPage: Int) async throws -> Fetched<PhotoPage> {
      let page = min(max(page, 1), UnsplashPaging.maximumPage)
      let perPage = min(max(perPage, 1), PhotoClient.maximumPerPage)
      let request = try request(path, [("page", "\(page)"), ("per_page", "\(perPage)")], limit: ResponseLimits.list)
      return try await transport.get(request, mapError: mapError) { response in
        let photos = try FirstElements<Photo>.decode(response.body, limit: perPage)
        return UnsplashPaging.page(page, perPage: perPage, photos: photos, response: response)
      }
    }
    /// `name` as a path segment, or the typed error for a name no Unsplash user has.
    @Sendable func user(_ name: String) throws -> String {
      guard let username = PhotoClient.username(name) else {
        throw NetworkError(.invalidUsername, service: service.name, value: TerminalText.excerpt(name, limit: 80))
      }
      return username
    }
    return PhotoClient(
      source: .unsplash(URL(string: service.displayURL) ?? service.baseURL),
      listPhotos: { page, perPage in try await photoPage("/photos", page: page, perPage: perPage) },
      photo: { id in
        guard let segment = PhotoID.pathSegment(id) else {
          throw NetworkError(.invalidPhotoID, service: service.name, value: TerminalText.excerpt(id, limit: 80))
        }
        let request = try request("/photos/\(segment)", [], limit: ResponseLimits.item)
        return try await transport.get(request, mapError: mapError) { response in
          try UnsplashJSON.decoder.decode(Photo.self, from: response.body)
        }
      },
      searchPhotos: { text, page, perPage in
        let page = min(max(page, 1), UnsplashPaging.maximumPage)
        let perPage = min(max(perPage, 1), PhotoClient.maximumPerPage)
        guard let query = PhotoClient.searchQuery(text) else {
          return PhotoClient.noMatches(page: page, perPage: perPage)
        }
        let request = try request(
          "/search/photos", [("query", query), ("page", "\(page)"), ("per_page", "\(perPage)")],
          limit: ResponseLimits.list)
        return try await transport.get(request, mapError: mapError) { response in
          try SearchResults.decode(response.body, limit: perPage).page(page, perPage: perPage)
        }
      },
      userPhotos: { name, page, perPage in
        try await photoPage("/users/\(try user(name))/photos", page: page, perPage: perPage)
      },
      profile: { name in
        let request = try request("/users/\(try user(name))", [], limit: ResponseLimits.item)
        return try await transport.get(request, mapError: mapError) { response in
          try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: response.body)
        }
      },
      trackDownload: { id in
        guard let segment = PhotoID.pathSegment(id) else {
          throw NetworkError(.invalidPhotoID, service: service.name, value: TerminalText.excerpt(id, limit: 80))
        }
        let request = try request("/photos/\(segment)/download", [], limit: ResponseLimits.item)
        return try await transport.get(request, mapError: mapError) { response in
          try DownloadLocation.pictureURL(in: response.body, service: service.name)
        }.value
      },
      downloadPicture: { url in
        guard let pictures else { throw NetworkError(.unexpected, value: "PhotoClient.downloadPicture") }
        switch try await pictures.fetch(url, nil) {
        case .downloaded(let data, _, _): return data
        case .notModified: throw ImageError(.corrupt, url: url, detail: "304 without a copy")
        }
      }
    )
  }
}
