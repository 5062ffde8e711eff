// Errors and required values: the plain-function forms of `#expect(throws:)` and `try #require(...)` (see
// Expectations.swift for why these exist). They record the same issues as the macros, at the caller's line.

import Testing

/// Expects `body` to throw an error of type `E`; returns it, or nil (after recording an issue) when it threw none
/// or another.
///
/// ```swift
/// let error = await expectThrows(NetworkError.self) { try await feed.page(1, perPage: 30) }
/// ```
@discardableResult
public func expectThrows<E: Error, R>(
  _ type: E.Type,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  performing body: () async throws -> R
) async -> E? {
  await #expect(throws: type, comment(), sourceLocation: sourceLocation) { try await body() }
}

/// Expects `body` to throw an error of type `E`; returns it, or nil (after recording an issue) when it threw none
/// or another.
///
/// ```swift
/// let error = expectThrows(GalleryError.self) { try GalleryPaging(page: 0) }
/// ```
@discardableResult
public func expectThrows<E: Error, R>(
  _ type: E.Type,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> R
) -> E? {
  #expect(throws: type, comment(), sourceLocation: sourceLocation) { try body() }
}

/// Returns `value` unwrapped, or records an issue at the caller's line and throws when it is nil.
///
/// ```swift
/// let grid = try requireValue(ui.grid)
/// ```
public func requireValue<T>(
  _ value: T?,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
  try #require(value, comment(), sourceLocation: sourceLocation)
}

/// Refused: a `Bool` is never nil, so `requireValue(condition)` would never fail.
@available(*, unavailable, message: "a Bool is never nil; write `try #require(condition)`")
public func requireValue(
  _ condition: Bool,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {}
