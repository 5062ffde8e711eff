/// What a module's ``FeatureModule/register(into:)`` contributes through: services into the shared
/// container, commands, routes and section providers. Each contribution is attributed to the module.
///
/// ```swift
/// func register(into registrar: ModuleRegistrar) throws {
///   registrar.register(FavoritesClient.self, scope: .singleton) { _ in .inMemory() }
///   registrar.command(FavoritesCommand.self)
///   try registrar.route("favorites", summary: "Saved photos") { _ in ["favorites"] }
///   registrar.section(MorePhotosSection(), in: .photoDetail)
/// }
/// ```
public final class ModuleRegistrar {
  /// The module being registered.
  public let moduleID: String
  private let container: Container
  private(set) var services: [ServiceKey] = []
  private(set) var commands: [any ModuleCommand.Type] = []
  private(set) var routes: [Route] = []
  private(set) var sections: [SectionRegistration] = []

  init(moduleID: String, container: Container) {
    self.moduleID = moduleID
    self.container = container
  }

  /// Registers a service factory; list the key in the module's ``FeatureModule/provides``.
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    scope: ServiceScope = .transient,
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    services.append(ServiceKey(type, name: name))
    container.register(type, name: name, scope: scope, registeredBy: moduleID, factory: factory)
  }

  /// Contributes a command-line command to the host.
  public func command(_ command: any ModuleCommand.Type) {
    commands.append(command)
  }

  /// Contributes a `mosaic://` route that opens `arguments` on the host's command line.
  ///
  /// - Throws: ``CoreError`` `.invalidURL` when `pattern` is malformed.
  public func route(
    _ pattern: String, summary: String, arguments: @escaping @Sendable (RouteMatch) throws -> [String]
  ) throws {
    routes.append(try Route(pattern: pattern, summary: summary, moduleID: moduleID, makeArguments: arguments))
  }

  /// Contributes a section provider to `slot`, composed with other modules' providers by order.
  public func section<Provider: SectionProvider>(_ provider: Provider, in slot: SectionSlot<Provider.Subject>) {
    sections.append(
      SectionRegistration(
        slotName: slot.name,
        subjectType: String(describing: Provider.Subject.self),
        moduleID: moduleID,
        providerID: provider.id,
        provider: AnySectionProvider(provider, moduleID: moduleID)
      )
    )
  }
}

/// A section provider as the registry keeps it, with its slot.
struct SectionRegistration: Sendable {
  let slotName: String
  let subjectType: String
  let moduleID: String
  let providerID: String
  let provider: any Sendable
}
