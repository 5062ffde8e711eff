/// The one error type of the Core package.
///
/// Every failure of the container, the plugin registry, the router and the section controller is a
/// `CoreError` whose ``message`` is one sentence: what failed, the offending value, and the fix.
///
/// ```swift
/// do { _ = try container.resolve(Clock.self) }
/// catch let error as CoreError where error.code == .serviceNotRegistered { print(error.message) }
/// ```
public struct CoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable identifier of the kind of failure, for matching in code and tests.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// No factory is registered for the requested service.
    public static let serviceNotRegistered = Code(rawValue: "serviceNotRegistered")
    /// Resolving a service needed the service itself.
    public static let dependencyCycle = Code(rawValue: "dependencyCycle")
    /// A factory returned a value that cannot be held weakly, or threw.
    public static let invalidRegistration = Code(rawValue: "invalidRegistration")
    /// A module's id is empty or has characters other than lowercase letters, digits, `.` and `-`.
    public static let invalidModule = Code(rawValue: "invalidModule")
    /// Two modules share an id.
    public static let duplicateModule = Code(rawValue: "duplicateModule")
    /// A module requires a service that no module provides.
    public static let missingService = Code(rawValue: "missingService")
    /// Two modules provide the same service.
    public static let duplicateService = Code(rawValue: "duplicateService")
    /// Modules depend on each other in a circle.
    public static let moduleCycle = Code(rawValue: "moduleCycle")
    /// A module requires another module that is absent or has the wrong version.
    public static let versionMismatch = Code(rawValue: "versionMismatch")
    /// A module's `register(into:)` broke its own declaration.
    public static let registrationMismatch = Code(rawValue: "registrationMismatch")
    /// Two contributions (commands, routes, sections) share a name.
    public static let duplicateContribution = Code(rawValue: "duplicateContribution")
    /// A lifecycle hook failed.
    public static let bootFailed = Code(rawValue: "bootFailed")
    /// A URL matched no registered route.
    public static let unknownRoute = Code(rawValue: "unknownRoute")
    /// A string is not a usable `mosaic://` URL or route pattern.
    public static let invalidURL = Code(rawValue: "invalidURL")
    /// A section provider produced an item identifier twice.
    public static let duplicateItem = Code(rawValue: "duplicateItem")
    /// A file could not be written.
    public static let fileWriteFailed = Code(rawValue: "fileWriteFailed")
    /// A file could not be read.
    public static let fileReadFailed = Code(rawValue: "fileReadFailed")
    /// A version string is not `MAJOR.MINOR.PATCH`.
    public static let invalidVersion = Code(rawValue: "invalidVersion")
  }

  /// What kind of failure this is.
  public let code: Code
  /// One sentence for a person: what failed, the offending value, and how to fix it.
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
