import Foundation
import NetworkLayer

/// Reads NewsAPI's error answers: `{"status":"error","code":"…","message":"…"}`.
enum NewsAPIErrors {
  struct Body: Decodable {
    let code: String?
    let message: String?
  }

  /// How many results NewsAPI's developer plan serves at most.
  static let planResultLimit = 100

  static func error(
    for response: HTTPResponse, request: HTTPRequest, service: ServiceDescriptor, hasKey: Bool
  ) -> NetworkError {
    let body = try? JSONDecoder().decode(Body.self, from: response.body)
    let said = ServerText.excerpt(
      [body?.code, body?.message].compactMap { $0 }.joined(separator: ": "), redacting: request.secrets)
    let serviceMessage = said.isEmpty ? nil : said
    switch (response.status, body?.code) {
    case (401, _):
      return .unauthorized(service, status: 401, serviceMessage: serviceMessage, hasKey: hasKey)
    case (426, _), (_, "maximumResultsReached"):
      return .httpStatus(
        service, status: response.status, serviceMessage: serviceMessage, path: request.displayPath,
        detail: .resultLimit(planResultLimit))
    default:
      return .httpStatus(service, status: response.status, serviceMessage: serviceMessage, path: request.displayPath)
    }
  }
}
