import NetworkLayer

/// How a service's error answers (not a success, not a rate limit) become a ``NetworkLayer/NetworkError``: a
/// value holding one function, so a descriptor carries its own and a new service can take ``standard``.
///
/// ```swift
/// let error = ServiceErrorMapper.standard.map(response, request, descriptor, true)
/// error.code  // .unauthorized for 401 and 403, .httpStatus otherwise
/// ```
public struct ServiceErrorMapper: Sendable {
  /// The error for `response` to `request` from the service described, which was sent a key when `hasKey`.
  public let map:
    @Sendable (
      _ response: HTTPResponse, _ request: HTTPRequest, _ service: ServiceDescriptor, _ hasKey: Bool
    ) -> NetworkError

  public init(
    map: @escaping @Sendable (HTTPResponse, HTTPRequest, ServiceDescriptor, Bool) -> NetworkError
  ) {
    self.map = map
  }

  /// 401 and 403 refuse the key (naming its variable); any other status is itself, with a bounded, redacted
  /// excerpt of what the service said.
  public static let standard = ServiceErrorMapper { response, request, service, hasKey in
    let said = response.bodyExcerpt(redacting: request.secrets)
    let message = said.isEmpty || said.hasPrefix("<") ? nil : said
    switch response.status {
    case 401, 403: return .unauthorized(service, status: response.status, serviceMessage: message, hasKey: hasKey)
    default: return .httpStatus(service, status: response.status, serviceMessage: message, path: request.displayPath)
    }
  }

  /// Unsplash's answers: `{"errors":["…"]}` or plain text; 404 for a photo names the photo.
  public static let unsplash = ServiceErrorMapper { response, request, service, hasKey in
    UnsplashErrors.error(for: response, request: request, service: service, hasKey: hasKey)
  }

  /// NewsAPI's answers: `{"status":"error","code":"…","message":"…"}`, its codes mapped to Mosaic's.
  public static let newsAPI = ServiceErrorMapper { response, request, service, hasKey in
    NewsAPIErrors.error(for: response, request: request, service: service, hasKey: hasKey)
  }
}
