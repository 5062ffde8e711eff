import Core
import Testing

/// Checks that `body` throws a ``CoreError`` with `code` whose message contains every fragment, and
/// returns it for further checks.
@discardableResult
func expectCoreError(
  _ code: CoreError.Code,
  mentioning fragments: [String],
  sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> Void
) -> CoreError? {
  let error = #expect(throws: CoreError.self, sourceLocation: sourceLocation) { try body() }
  if let error { check(error, code, fragments, sourceLocation) }
  return error
}

/// The asynchronous form of ``expectCoreError(_:mentioning:sourceLocation:performing:)``.
@discardableResult
func expectCoreError(
  _ code: CoreError.Code,
  mentioning fragments: [String],
  sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () async throws -> Void
) async -> CoreError? {
  let error = await #expect(throws: CoreError.self, sourceLocation: sourceLocation) { try await body() }
  if let error { check(error, code, fragments, sourceLocation) }
  return error
}

private func check(
  _ error: CoreError, _ code: CoreError.Code, _ fragments: [String], _ sourceLocation: SourceLocation
) {
  #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
  #expect(error.description == error.message, sourceLocation: sourceLocation)
  for fragment in fragments {
    #expect(
      error.message.contains(fragment), "'\(fragment)' missing from: \(error.message)", sourceLocation: sourceLocation)
  }
}
