/// A feature plugged into the host: what it needs, what it provides, and one call that contributes its
/// services, routes, sections and — through the layers above Core — commands and screens.
///
/// ```swift
/// struct GalleryDestination: Destination { let page: Int }
///
/// struct GalleryModule: FeatureModule {
///   let id = "gallery"
///   let version: SemanticVersion = "1.0.0"
///   let displayName = "Photo gallery"
///   var requires: [ServiceKey] { [ServiceKey(PhotoClient.self)] }
///   var provides: [ServiceKey] { [] }
///   func register(into registrar: ModuleRegistrar) throws {
///     try registrar.route("gallery", summary: "The photo grid") { match in
///       GalleryDestination(page: try match.integer("page", in: 1...500) ?? 1)
///     }
///   }
/// }
/// ```
public protocol FeatureModule: Sendable {
  /// A stable identifier: lowercase letters, digits, `.` and `-`. Never changes between versions.
  var id: String { get }
  /// The module's own version, checked against other modules' ``moduleRequirements``.
  var version: SemanticVersion { get }
  /// A name for people, shown by `mosaic features`.
  var displayName: String { get }
  /// ``displayName`` in `language`; defaults to ``displayName``.
  func displayName(in language: Language) -> String
  /// Services this module resolves but does not register itself.
  var requires: [ServiceKey] { get }
  /// Services this module registers in ``register(into:)`` for others.
  var provides: [ServiceKey] { get }
  /// Services this module uses when a module provides them, and does without otherwise. Their providers
  /// boot first; none is required. Defaults to none.
  var uses: [ServiceKey] { get }
  /// Modules (and plugin API versions) this module needs. Defaults to the current major plugin API.
  var moduleRequirements: [ModuleRequirement] { get }

  /// Contributes services, routes, sections and other contributions. Runs once, before boot; resolve
  /// nothing here — register factories that resolve what they need when first used.
  func register(into registrar: ModuleRegistrar) throws

  /// Runs before any module's ``didBoot(_:)``, in dependency order.
  func willBoot(_ context: ModuleContext) async throws
  /// Runs after every module's ``willBoot(_:)`` succeeded, in dependency order.
  func didBoot(_ context: ModuleContext) async throws
  /// Runs in reverse dependency order when the host stops, also after a failed boot.
  func shutdown(_ context: ModuleContext) async
}

extension FeatureModule {
  public func displayName(in language: Language) -> String { displayName }
  public var uses: [ServiceKey] { [] }
  public var moduleRequirements: [ModuleRequirement] {
    [.pluginAPI(SemanticVersion(PluginAPI.version.major, 0, 0)..<SemanticVersion(PluginAPI.version.major + 1, 0, 0))]
  }
  public func willBoot(_ context: ModuleContext) async throws {}
  public func didBoot(_ context: ModuleContext) async throws {}
  public func shutdown(_ context: ModuleContext) async {}
}

/// What a module's lifecycle hooks can reach.
public struct ModuleContext: Sendable {
  /// The module whose hook runs.
  public let moduleID: String
  /// Resolves services on behalf of the module.
  public let resolver: Resolver

  public init(moduleID: String, resolver: Resolver) {
    self.moduleID = moduleID
    self.resolver = resolver
  }
}
