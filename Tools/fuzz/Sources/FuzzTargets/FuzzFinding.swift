/// A property a fuzz target checks that did not hold for an input.
public struct FuzzFinding: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}
