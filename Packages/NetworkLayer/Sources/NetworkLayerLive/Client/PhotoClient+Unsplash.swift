import Foundation
import Models
import NetworkLayer

extension PhotoClient {
  /// Photos from the Unsplash API (or a server speaking its dialect) through `transport`:
  /// `GET /photos?page&per_page` and `GET /photos/:id` with `Authorization: Client-ID <key>` and
  /// `Accept-Version: v1`, paging from `Link` and `X-Total`.
  ///
  /// ```swift
  /// let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
  /// let transport = ServiceTransport(service: service, http: .urlSession())
  /// let photos = PhotoClient.unsplash(key: APIKey("my-access-key"), transport: transport)
  /// let page = try await photos.listPhotos(1, 30).value
  /// ```
  public static func unsplash(
    key: APIKey?, transport: ServiceTransport, timeout: Duration = .seconds(15)
  ) -> PhotoClient {
    let service = transport.service
    @Sendable func request(_ path: String, _ query: [(String, String)]) throws -> HTTPRequest {
      try service.request(path, query: query, key: key, timeout: timeout)
    }
    @Sendable func mapError(_ response: HTTPResponse, _ request: HTTPRequest) -> NetworkError {
      UnsplashErrors.error(for: response, request: request, service: service, hasKey: key != nil)
    }
    return PhotoClient(
      source: .unsplash(service.baseURL),
      listPhotos: { page, perPage in
        let request = try request("/photos", [("page", "\(page)"), ("per_page", "\(perPage)")])
        return try await transport.get(request, mapError: mapError) { response in
          let photos = try UnsplashJSON.decoder.decode([Photo].self, from: response.body)
          return UnsplashPaging.page(page, perPage: perPage, photos: photos, response: response)
        }
      },
      photo: { id in
        let encoded = id.addingPercentEncoding(withAllowedCharacters: .urlPathComponentAllowed) ?? id
        let request = try request("/photos/\(encoded)", [])
        return try await transport.get(request, mapError: mapError) { response in
          try UnsplashJSON.decoder.decode(Photo.self, from: response.body)
        }
      }
    )
  }
}

extension CharacterSet {
  /// Characters that may stand unescaped in one path component.
  fileprivate static let urlPathComponentAllowed = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/"))
}
