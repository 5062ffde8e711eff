import Foundation
import NetworkLayer

/// The errors the live clients throw, with the payload each code's sentence needs.
extension NetworkError {
  /// No HTTP answer from `host`.
  static func transport(host: String, detail: Detail) -> NetworkError {
    NetworkError(.transport, host: host, detail: detail)
  }

  /// No answer from `host` within `limit`.
  static func timeout(host: String, after limit: Duration) -> NetworkError {
    NetworkError(.timeout, host: host, timeLimit: limit)
  }

  /// A failure of the HTTP client, restated with the service's name, its host and the variable to check.
  func about(_ service: ServiceDescriptor) -> NetworkError {
    switch code {
    case .transport:
      NetworkError(
        .transport, service: service.name, host: service.hostDescription, detail: detail,
        variable: service.baseURLVariable)
    case .timeout:
      NetworkError(
        .timeout, service: service.name, host: service.hostDescription,
        variable: ServiceConfiguration.requestTimeoutVariable, timeLimit: timeLimit)
    case .badResponse, .redirectRefused:
      NetworkError(
        code, service: service.name, host: service.hostDescription, detail: detail, path: path,
        variable: service.baseURLVariable, value: value)
    default:
      self
    }
  }

  static func httpStatus(
    _ service: ServiceDescriptor, status: Int, serviceMessage: String?, path: String, detail: Detail? = nil
  ) -> NetworkError {
    NetworkError(
      .httpStatus, service: service.name, host: service.hostDescription, status: status,
      serviceMessage: serviceMessage, detail: detail, path: path)
  }

  static func unauthorized(
    _ service: ServiceDescriptor, status: Int, serviceMessage: String?, hasKey: Bool
  ) -> NetworkError {
    NetworkError(
      .unauthorized, service: service.name, host: service.hostDescription, status: status,
      serviceMessage: serviceMessage, variable: service.keyVariable, keySent: hasKey)
  }

  static func photoNotFound(
    _ service: ServiceDescriptor, id: String, status: Int, serviceMessage: String?
  ) -> NetworkError {
    NetworkError(
      .notFound, service: service.name, host: service.hostDescription, status: status,
      serviceMessage: serviceMessage, value: id)
  }

  static func badResponse(_ service: ServiceDescriptor, path: String, detail: Detail) -> NetworkError {
    NetworkError(
      .badResponse, service: service.name, host: service.hostDescription, detail: detail, path: path,
      variable: service.baseURLVariable)
  }

  static func rateLimited(
    _ service: ServiceDescriptor, until: Date, now: Date, status: Int? = nil, serviceMessage: String? = nil
  ) -> NetworkError {
    NetworkError(
      .rateLimited, service: service.name, host: service.hostDescription, status: status,
      serviceMessage: serviceMessage, retryAt: until, observedAt: now, variable: service.keyVariable)
  }
}

extension NetworkError {
  /// The same error with the service's own code attached.
  func withServiceCode(_ code: String?) -> NetworkError {
    NetworkError(
      self.code, service: service, host: host, status: status, serviceMessage: serviceMessage, retryAt: retryAt,
      observedAt: observedAt, detail: detail, path: path, variable: variable, value: value, timeLimit: timeLimit,
      keySent: keySent, serviceCode: code)
  }

  /// The same spent budget, with when it ends.
  func blocked(until: Date, now: Date) -> NetworkError {
    NetworkError(
      code, service: service, host: host, status: status, serviceMessage: serviceMessage, retryAt: until,
      observedAt: now, detail: detail, path: path, variable: variable, value: value, timeLimit: timeLimit,
      keySent: keySent, serviceCode: serviceCode)
  }
}
