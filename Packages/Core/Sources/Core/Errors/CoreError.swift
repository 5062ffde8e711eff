/// The one error type of the Core package: the container, the plugin registry, routes and sections.
///
/// A failure carries a closed ``Code``, the values that matter (the ``module``, the ``service``, the
/// offending ``value``) and one sentence with the fix. Composition failures (a missing service, a cycle, a
/// clash between modules) are for the people who write modules and read in English; failures a user causes
/// (a URL they typed, an action they picked) come from ``CoreStrings`` in the user's language.
///
/// ```swift
/// do { _ = try container.resolve(Clock.self, requestedBy: "example") }
/// catch let error as CoreError where error.code == .serviceNotRegistered { print(error.service ?? "") }
/// ```
public struct CoreError: MosaicError, Equatable {
  /// What kind of failure this is: stable, for matching in code and tests.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No factory is registered for the requested service.
    case serviceNotRegistered
    /// Resolving a service needed the service itself.
    case dependencyCycle
    /// A factory returned the wrong type, or a value type for the weak scope.
    case invalidRegistration
    /// A service was registered after the container froze (the registry has booted).
    case containerFrozen
    /// A module's id is empty or has characters other than lowercase letters, digits, `.` and `-`.
    case invalidModule
    /// Two modules share an id.
    case duplicateModule
    /// A module requires a service that no module provides.
    case missingService
    /// Two modules provide the same service.
    case duplicateService
    /// Modules depend on each other in a circle.
    case moduleCycle
    /// A module requires another module that is absent or has the wrong version.
    case versionMismatch
    /// A module was built for another major version of the plugin API.
    case pluginAPIMismatch
    /// A module's `register(into:)` broke its own declaration, or threw.
    case registrationMismatch
    /// A module's factory, section, presenter or hook resolved a service the module did not declare in its
    /// `requires`, `uses` or `provides`.
    case undeclaredService
    /// Two contributions of one kind (commands, routes, sections, ...) share a name.
    case duplicateContribution
    /// A lifecycle hook failed, or the registry was booted twice.
    case bootFailed
    /// A URL matched no registered route.
    case unknownRoute
    /// A string is not a usable `mosaic://` URL or route pattern.
    case invalidURL
    /// A route matched but one of its parameters has a value the destination cannot take.
    case invalidRouteParameter
    /// A section provider produced an item identifier twice.
    case duplicateItem
    /// An item was asked to perform an action it does not offer.
    case unsupportedAction
    /// A version string is not `MAJOR.MINOR.PATCH`.
    case invalidVersion
  }

  public let code: Code
  /// The module concerned, when there is one.
  public let module: String?
  /// The service concerned, as ``ServiceKey/description`` prints it.
  public let service: String?
  /// The offending value: a URL, a parameter value, an item id, a version.
  public let value: String?
  /// A second value some messages name: a parameter, an action, a route pattern.
  public let detail: String?
  /// For a route parameter: the text the URL gave, and what would have been accepted (`1...500`,
  /// `next, previous`).
  public let received: String?
  public let allowed: String?
  private let englishMessage: String

  /// A failure of composition, with its sentence in English.
  public init(
    _ code: Code, _ message: String, module: String? = nil, service: String? = nil, value: String? = nil,
    detail: String? = nil, received: String? = nil, allowed: String? = nil
  ) {
    self.code = code
    self.englishMessage = message
    self.module = module
    self.service = service
    self.value = value
    self.detail = detail
    self.received = received
    self.allowed = allowed
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    CoreStrings.message(for: self, in: language) ?? englishMessage
  }
}
