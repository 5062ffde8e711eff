import Foundation
import NetworkLayer
import SafeText

/// Reads Unsplash's error answers: `{"errors":["…"]}`, or plain text — as a bounded, scrubbed excerpt.
enum UnsplashErrors {
  static func message(in response: HTTPResponse, redacting secrets: [String]) -> String? {
    struct Body: Decodable { let errors: [String] }
    if let body = try? JSONDecoder().decode(Body.self, from: response.body), !body.errors.isEmpty {
      let text = TerminalText.excerpt(body.errors.prefix(4).joined(separator: "; "), redacting: secrets)
      return text.isEmpty ? nil : text
    }
    let text = response.bodyExcerpt(redacting: secrets)
    return text.isEmpty || text.hasPrefix("<") ? nil : text
  }

  /// The error for a non-2xx, non-rate-limit answer from Unsplash.
  static func error(
    for response: HTTPResponse, request: HTTPRequest, service: ServiceDescriptor, hasKey: Bool
  ) -> NetworkError {
    let said = message(in: response, redacting: request.secrets)
    switch response.status {
    case 401:
      return .unauthorized(service, status: 401, serviceMessage: said, hasKey: hasKey)
    case 404 where request.url.path.hasPrefix("/users/"):
      // `GET /users/:username[/photos]`: the photographer is unknown; the value is the username.
      let parts = request.url.path.split(separator: "/")
      let username = parts.count > 1 ? String(parts[1]) : ""
      return .photoNotFound(service, id: TerminalText.excerpt(username, limit: 80), status: 404, serviceMessage: said)
    case 404 where request.url.path.contains("/photos/"):
      let id = request.url.lastPathComponent
      return .photoNotFound(service, id: TerminalText.excerpt(id, limit: 80), status: 404, serviceMessage: said)
    default:
      return .httpStatus(service, status: response.status, serviceMessage: said, path: request.displayPath)
    }
  }
}
