import Foundation
import NetworkLayer
import SafeText

/// Reads NewsAPI's error answers: `{"status":"error","code":"…","message":"…"}`.
enum NewsAPIErrors {
  struct Body: Decodable {
    let code: String?
    let message: String?
  }

  /// How many results NewsAPI's developer plan serves at most.
  static let planResultLimit = 100
  /// The longest piece of NewsAPI's message a sentence quotes.
  static let messageLimit = 240

  static func error(
    for response: HTTPResponse, request: HTTPRequest, service: ServiceDescriptor, hasKey: Bool
  ) -> NetworkError {
    let body = try? JSONDecoder().decode(Body.self, from: response.body.prefix(64 * 1024))
    let code = body?.code.map { TerminalText.excerpt($0, limit: 64, redacting: request.secrets) }
    let message = body?.message.map { TerminalText.excerpt($0, limit: messageLimit, redacting: request.secrets) }
    let said = [code, message].compactMap { $0 }.joined(separator: ": ")
    let serviceMessage = said.isEmpty ? nil : said
    func with(_ error: NetworkError) -> NetworkError { error.withServiceCode(code) }
    switch (response.status, code.flatMap(NewsAPIErrorCode.init(rawValue:))) {
    case (_, .apiKeyExhausted):
      // A key with no requests left is a spent budget: the transport remembers it for NewsAPI's daily window.
      return with(
        NetworkError(
          .rateLimited, service: service.name, host: service.hostDescription, status: response.status,
          serviceMessage: serviceMessage, variable: service.keyVariable))
    case (401, _):
      return with(.unauthorized(service, status: 401, serviceMessage: serviceMessage, hasKey: hasKey))
    case (426, _), (_, .maximumResultsReached):
      return with(
        .httpStatus(
          service, status: response.status, serviceMessage: serviceMessage, path: request.displayPath,
          detail: .resultLimit(planResultLimit)))
    default:
      return with(
        .httpStatus(service, status: response.status, serviceMessage: serviceMessage, path: request.displayPath))
    }
  }
}
