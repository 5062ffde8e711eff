/// What a module's ``FeatureModule/register(into:)`` contributes through: services into the shared
/// container, routes, sections and any other ``Contribution``. Each is attributed to the module.
///
/// Dependencies arrive by initializer: a module resolves what its providers need once, in the factory it
/// registers, and hands it to them.
///
/// ```swift
/// func register(into registrar: ModuleRegistrar) throws {
///   registrar.register(FavoritesClient.self, scope: .singleton) { _ in .inMemory() }
///   try registrar.route("favorites", summary: "Saved photos") { _ in FavoritesDestination() }
///   registrar.section(MorePhotosSection.self, in: .detail) { resolver in
///     MorePhotosSection(photos: try resolver.resolve(), favorites: try resolver.resolve())
///   }
/// }
/// ```
public final class ModuleRegistrar {
  /// The module being registered.
  public let moduleID: String
  let container: Container
  private let store: ContributionStore
  private(set) var services: [ServiceKey] = []
  /// The first registration the container refused because it was frozen; the registry throws it.
  private(set) var refusal: CoreError?
  /// What the module declared; its factories' resolvers refuse anything else (`nil`: no check).
  let declarations: ModuleDeclarations?

  init(
    moduleID: String, container: Container, store: ContributionStore, declarations: ModuleDeclarations? = nil
  ) {
    self.moduleID = moduleID
    self.container = container
    self.store = store
    self.declarations = declarations
  }

  /// Registers a service factory; list the key in the module's ``FeatureModule/provides``. The factory's
  /// resolver refuses a service the module did not declare in `requires`, `uses` or `provides`.
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    scope: ServiceScope = .transient,
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    services.append(ServiceKey(type, name: name))
    let declarations = declarations
    do {
      try container.register(type, name: name, scope: scope, registeredBy: moduleID) { resolver in
        try factory(resolver.declaring(declarations))
      }
    } catch {
      refusal = refusal ?? error
    }
  }

  /// Adds a contribution of any kind; the layers above Core give each kind a typed convenience, like
  /// `registrar.command(_:)` in CoreCLI.
  public func contribute<Value: Contribution>(_ contribution: Value) {
    store.append(contribution, moduleID: moduleID)
  }

  /// Adds a `mosaic://` route whose matches open the destination `destination` builds.
  ///
  /// - Throws: ``CoreError`` `.invalidURL` when `pattern` is malformed.
  public func route<Target: Destination>(
    _ pattern: String, summary: String, to destination: @escaping @Sendable (RouteMatch) throws -> Target
  ) throws {
    contribute(
      try Route(pattern: pattern, summary: summary, moduleID: moduleID, destinationType: Target.self) { match in
        try destination(match)
      })
  }

  /// Adds the section `Provider` to one or more slots; `make` builds the provider once, on first use after
  /// boot, with what it needs resolved up front.
  public func section<Provider: SectionProvider>(
    _ provider: Provider.Type, in slots: SectionSlot<Provider.Subject>...,
    make: @escaping @Sendable (Resolver) throws -> Provider
  ) {
    let factory = deferred(make)
    for slot in slots {
      contribute(SectionRegistration(slot: slot, moduleID: moduleID, factory: factory))
    }
  }
}
