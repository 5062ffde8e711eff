import Core
import TestExpectations
import Testing

/// The payload a ``CoreError`` should carry; only the fields given are checked.
///
/// ```swift
/// expectCoreError(.missingService, Payload(module: "detail", service: "ServiceA")) { ... }
/// ```
struct Payload: Sendable {
  var module: String?
  var service: String?
  var value: String?
  var detail: String?
  var received: String?
  var allowed: String?

  init(
    module: String? = nil, service: String? = nil, value: String? = nil, detail: String? = nil,
    received: String? = nil, allowed: String? = nil
  ) {
    self.module = module
    self.service = service
    self.value = value
    self.detail = detail
    self.received = received
    self.allowed = allowed
  }

  /// Checks every field this payload sets against `error`.
  func check(_ error: CoreError, sourceLocation: SourceLocation) {
    let fields: [(String, String?, String?)] = [
      ("module", module, error.module), ("service", service, error.service), ("value", value, error.value),
      ("detail", detail, error.detail), ("received", received, error.received), ("allowed", allowed, error.allowed),
    ]
    for (name, expected, actual) in fields {
      guard let expected else { continue }
      expectEqual(actual, expected, "\(name) of \(error.code): \(error.message)", sourceLocation: sourceLocation)
    }
  }
}

/// Checks that `body` throws a ``CoreError`` with `code` and `payload`, and returns it for further checks.
@discardableResult
func expectCoreError(
  _ code: CoreError.Code, _ payload: Payload = Payload(), sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> Void
) -> CoreError? {
  let error = expectThrows(CoreError.self, sourceLocation: sourceLocation) { try body() }
  if let error { check(error, code, payload, sourceLocation) }
  return error
}

/// The asynchronous form of ``expectCoreError(_:_:sourceLocation:performing:)``.
@discardableResult
func expectCoreError(
  _ code: CoreError.Code, _ payload: Payload = Payload(), sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () async throws -> Void
) async -> CoreError? {
  let error = await expectThrows(CoreError.self, sourceLocation: sourceLocation) { try await body() }
  if let error { check(error, code, payload, sourceLocation) }
  return error
}

/// Checks that `error`'s English sentence contains every fragment: for the few tests where the sentence, a
/// fix-it, is the point.
func expectMessage(
  of error: CoreError?, mentioning fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let error else { return }
  for fragment in fragments {
    expectText(
      error.message, contains: fragment, "'\(fragment)' missing from: \(error.message)", sourceLocation: sourceLocation)
  }
}

private func check(_ error: CoreError, _ code: CoreError.Code, _ payload: Payload, _ sourceLocation: SourceLocation) {
  expectEqual(error.code, code, "\(error.message)", sourceLocation: sourceLocation)
  expectEqual(error.codeName, code.rawValue, sourceLocation: sourceLocation)
  expectEqual(error.description, error.message, sourceLocation: sourceLocation)
  payload.check(error, sourceLocation: sourceLocation)
}
