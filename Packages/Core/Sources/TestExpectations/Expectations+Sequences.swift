import Testing

// Expectations over the elements of a sequence: the plain-function forms of `#expect(xs.allSatisfy { ... })` and
// `#expect(xs.contains { ... })` (see Expectations.swift for why these exist). A failure shows the elements that
// broke the rule, not only `false`, at the caller's line.
//
// They matter beyond compile time: with Swift 6.3.1, a closure written inside `#expect(...)` in a closure body
// can share its symbol with a plain closure after it, so that the plain one runs the expectation's predicate (seen
// in GalleryFeatureTests: `lines.filter { ... }` after `#expect(lines.allSatisfy { ... })` filtered nothing).
// Test files written with these helpers keep no closures inside macros.

/// Expects every element of `elements` to satisfy `predicate`; a failure lists the ones that do not.
///
/// ```swift
/// expectAll(lines.dropFirst()) { $0.count <= 80 }
/// ```
public func expectAll<S: Sequence>(
  _ elements: S,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ predicate: (S.Element) throws -> Bool
) rethrows {
  let failing = try those(of: elements, where: predicate, is: false)
  #expect(failing.isEmpty, comment(), sourceLocation: sourceLocation)
}

/// Expects some element of `elements` to satisfy `predicate`; a failure lists the elements.
///
/// ```swift
/// expectSome(images.requested) { $0.absoluteString.hasPrefix(first) }
/// ```
public func expectSome<S: Sequence>(
  _ elements: S,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ predicate: (S.Element) throws -> Bool
) rethrows {
  let all = Array(elements)
  let matches = try all.contains(where: predicate)
  #expect(matches, comment() ?? "no element matches: \(all)", sourceLocation: sourceLocation)
}

/// Expects no element of `elements` to satisfy `predicate`; a failure lists the ones that do.
///
/// ```swift
/// expectNone(items) { $0.id == subject.id }
/// ```
public func expectNone<S: Sequence>(
  _ elements: S,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ predicate: (S.Element) throws -> Bool
) rethrows {
  let matching = try those(of: elements, where: predicate, is: true)
  #expect(matching.isEmpty, comment(), sourceLocation: sourceLocation)
}

/// The elements for which `predicate` answers `wanted`, in order: what a failed ``expectAll`` or ``expectNone`` lists.
private func those<S: Sequence>(
  of elements: S, where predicate: (S.Element) throws -> Bool, is wanted: Bool
) rethrows -> [S.Element] {
  var found: [S.Element] = []
  for element in elements where try predicate(element) == wanted {
    found.append(element)
  }
  return found
}
