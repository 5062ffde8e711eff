import Foundation
import NetworkLayer

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
  ) -> NetworkError {
    let said = message(in: response)
    switch response.status {
    case 401:
      return .unauthorized(service, status: 401, serviceMessage: said, hasKey: hasKey)
    case 404 where request.url.path.contains("/photos/"):
      return .photoNotFound(service, id: request.url.lastPathComponent, status: 404, serviceMessage: said)
    default:
      return .httpStatus(service, status: response.status, serviceMessage: said, path: request.displayPath)
    }
  }
}
