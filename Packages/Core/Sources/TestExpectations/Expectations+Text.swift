import Foundation
import Testing

// Text expectations: the plain-function form of `#expect(text.contains(part))` and its kin (see Expectations.swift
// for why these exist). A failure shows the whole text and the part looked for, at the caller's line.

/// Expects `text` to contain `part`.
///
/// ```swift
/// expectText(ui.text, contains: "Page 1 of 1")
/// ```
public func expectText(
  _ text: some StringProtocol,
  contains part: some StringProtocol,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = String(text)
  let part = String(part)
  #expect(text.contains(part), comment(), sourceLocation: sourceLocation)
}

/// Expects `text` not to contain `part`.
///
/// ```swift
/// expectText(ui.text, lacks: "Recent searches")
/// ```
public func expectText(
  _ text: some StringProtocol,
  lacks part: some StringProtocol,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = String(text)
  let part = String(part)
  #expect(!text.contains(part), comment(), sourceLocation: sourceLocation)
}

/// Expects `text` to start with `prefix`.
///
/// ```swift
/// expectText(lines[1], hasPrefix: "Page 1 of 2")
/// ```
public func expectText(
  _ text: some StringProtocol,
  hasPrefix prefix: some StringProtocol,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = String(text)
  let prefix = String(prefix)
  #expect(text.hasPrefix(prefix), comment(), sourceLocation: sourceLocation)
}

/// Expects `text` to end with `suffix`.
///
/// ```swift
/// expectText(console.output, hasSuffix: "}\n")
/// ```
public func expectText(
  _ text: some StringProtocol,
  hasSuffix suffix: some StringProtocol,
  _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = String(text)
  let suffix = String(suffix)
  #expect(text.hasSuffix(suffix), comment(), sourceLocation: sourceLocation)
}
