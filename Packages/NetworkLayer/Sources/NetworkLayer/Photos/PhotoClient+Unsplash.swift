import Foundation
import Models

extension PhotoClient {
  /// Photos from the Unsplash API (or a server speaking its dialect) through `transport`:
  /// `GET /photos?page&per_page` and `GET /photos/:id` with `Authorization: Client-ID <key>` and
  /// `Accept-Version: v1`, paging from `Link` and `X-Total`.
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
      hasMore = page * perPage < total && !photos.isEmpty
    } else {
      hasMore = photos.count >= perPage
    }
    return PhotoPage(page: page, perPage: perPage, total: total, hasMore: hasMore, photos: photos)
  }
}

/// Reads Unsplash's error answers: `{"errors":["…"]}`, or plain text.
enum UnsplashErrors {
  static func message(in response: HTTPResponse) -> String? {
    struct Body: Decodable { let errors: [String] }
    if let body = try? JSONDecoder().decode(Body.self, from: response.body), !body.errors.isEmpty {
      return body.errors.joined(separator: "; ")
    }
    let text = response.bodyExcerpt(limit: 160)
    return text.isEmpty || text.hasPrefix("<") ? nil : text
  }

  /// The error for a non-2xx, non-rate-limit answer from Unsplash.
  static func error(
    for response: HTTPResponse, request: HTTPRequest, service: ServiceDescriptor, hasKey: Bool
  )
    -> NetworkError
  {
    let said = message(in: response)
    switch response.status {
    case 401:
      return .unauthorized(service, status: 401, serviceMessage: said, hasKey: hasKey)
    case 404 where request.url.path.contains("/photos/"):
      let id = request.url.lastPathComponent
      return .notFound(
        service, what: "photo '\(id)'", status: 404, serviceMessage: said, fix: "check the id with `mosaic gallery`")
    default:
      return .httpStatus(service, status: response.status, serviceMessage: said, path: request.displayPath)
    }
  }
}

extension CharacterSet {
  /// Characters that may stand unescaped in one path component.
  static let urlPathComponentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
}
