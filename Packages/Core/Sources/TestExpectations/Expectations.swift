import Testing

// Plain-function expectations for the package tests.
//
// Why: every `#expect(a == b)` expands, at its call site, into a closure over an overloaded `==` that the
// compiler then type-checks, and a test file recompiles whenever a module it uses changes its interface (the
// developer's declaration loop). A call to a generic function here is checked once, in this file; the call sites
// are ordinary calls. Measured on GalleryFeatureTests (issue 24, seventh part): compiling the test target took
// ~29 s of CPU instead of ~43 s (0.67x) with its 774 expectations written this way. Each helper still records a
// Swift Testing issue at the caller's file and line (`sourceLocation`) and shows the values it compared.

/// Expects `actual == expected`; a failure shows both values at the caller's line.
///
/// ```swift
/// expectEqual(service.requestedPages, [1, 2])
/// ```
public func expectEqual<T: Equatable>(
  _ actual: T,
  _ expected: T,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}

/// Expects `value` to be `nil`; a failure shows the value it was.
///
/// ```swift
/// expectNil(model.state.error)
/// ```
public func expectNil<T>(
  _ value: T?,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value == nil, comment(), sourceLocation: sourceLocation)
}

/// Expects `condition` to hold.
///
/// ```swift
/// expectTrue(listing.hasMore)
/// ```
public func expectTrue(
  _ condition: Bool,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(condition, comment(), sourceLocation: sourceLocation)
}

/// Expects `condition` not to hold.
///
/// ```swift
/// expectFalse(listing.hasMore)
/// ```
public func expectFalse(
  _ condition: Bool,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!condition, comment(), sourceLocation: sourceLocation)
}

/// Expects `collection` to be empty; a failure shows what it held.
///
/// ```swift
/// expectEmpty(service.requests)
/// ```
public func expectEmpty<C: Collection>(
  _ collection: C,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(collection.isEmpty, comment(), sourceLocation: sourceLocation)
}

/// Expects `actual != unexpected`; a failure shows the value both had.
///
/// ```swift
/// expectNotEqual(Palette.dark, Palette.light)
/// ```
public func expectNotEqual<T: Equatable>(
  _ actual: T,
  _ unexpected: T,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual != unexpected, comment(), sourceLocation: sourceLocation)
}

/// Expects `value` not to be `nil`.
///
/// ```swift
/// expectNotNil(loader.picture(for: "a"))
/// ```
public func expectNotNil<T>(
  _ value: T?,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value != nil, comment(), sourceLocation: sourceLocation)
}
