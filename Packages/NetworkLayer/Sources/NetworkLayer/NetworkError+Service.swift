import Foundation

extension NetworkError {
  /// A transport failure or timeout, restated with the service's name and the variable to check.
  func about(_ service: ServiceDescriptor) -> NetworkError {
    switch kind {
    case .transport:
      let detail = detail ?? message
      return NetworkError(
        kind: .transport,
        message: "Could not reach \(service.name) at '\(service.hostDescription)' (\(detail)); check the network "
          + "connection or \(service.baseURLVariable).",
        detail: detail
      )
    case .timeout:
      return NetworkError(
        kind: .timeout,
        message: "\(service.name) at '\(service.hostDescription)' did not answer in time; try again, or check the "
          + "network connection."
      )
    default:
      return self
    }
  }

  static func httpStatus(
    _ service: ServiceDescriptor, status: Int, serviceMessage: String?, path: String
  ) -> NetworkError {
    let said = serviceMessage.map { " (\($0))" } ?? ""
    let fix = status >= 500 ? "try again later" : "check the request, and report it if it persists"
    return NetworkError(
      kind: .httpStatus,
      message: "\(service.name) answered HTTP \(status) for '\(path)'\(said); \(fix).",
      status: status, serviceMessage: serviceMessage
    )
  }

  static func unauthorized(
    _ service: ServiceDescriptor, status: Int, serviceMessage: String?, hasKey: Bool
  ) -> NetworkError {
    let said = "HTTP \(status)" + (serviceMessage.map { ": \($0)" } ?? "")
    let message =
      hasKey
      ? "\(service.name) refused the key in \(service.keyVariable) (\(said)); check that the key is right and active."
      : "\(service.name) at '\(service.hostDescription)' needs a key (\(said)); set \(service.keyVariable)."
    return NetworkError(kind: .unauthorized, message: message, status: status, serviceMessage: serviceMessage)
  }

  static func notFound(
    _ service: ServiceDescriptor, what: String, status: Int, serviceMessage: String?, fix: String
  ) -> NetworkError {
    let said = "HTTP \(status)" + (serviceMessage.map { ": \($0)" } ?? "")
    return NetworkError(
      kind: .notFound, message: "\(service.name) has no \(what) (\(said)); \(fix).", status: status,
      serviceMessage: serviceMessage
    )
  }

  static func badResponse(_ service: ServiceDescriptor, path: String, detail: String) -> NetworkError {
    NetworkError(
      kind: .badResponse,
      message: "\(service.name)'s answer to '\(path)' could not be read (\(detail)); try again, and check "
        + "\(service.baseURLVariable) if it persists."
    )
  }

  static func rateLimited(
    _ service: ServiceDescriptor, until: Date, now: Date, status: Int? = nil, serviceMessage: String? = nil
  ) -> NetworkError {
    NetworkError(
      kind: .rateLimited,
      message: "\(service.name)'s request budget is spent; try again after \(Self.clockTime(until)) "
        + "(\(Self.relative(until.timeIntervalSince(now)))), or unset \(service.keyVariable) to use the embedded "
        + "catalog.",
      status: status, serviceMessage: serviceMessage, retryAt: until
    )
  }

  /// `15:04`, or `Nov 23 15:04` when not today, in the local time zone.
  static func clockTime(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = Calendar.current.isDate(date, inSameDayAs: Date()) ? "HH:mm" : "MMM d HH:mm"
    return formatter.string(from: date)
  }

  /// `in 58 minutes`, `in 2 hours`, `in under a minute`.
  static func relative(_ interval: TimeInterval) -> String {
    let minutes = Int((interval / 60).rounded(.up))
    if minutes <= 1 { return interval <= 60 ? "in under a minute" : "in 1 minute" }
    if minutes < 120 { return "in \(minutes) minutes" }
    return "in \(minutes / 60) hours"
  }
}
