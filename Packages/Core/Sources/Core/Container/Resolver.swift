/// Resolves services from a ``Container`` on behalf of someone, remembering the chain of services
/// being built so that a cycle is reported with its whole path.
///
/// Factories receive a resolver for their own dependencies:
///
/// ```swift
/// container.register(Greeter.self) { resolver in
///   Greeter(greeting: try resolver.resolve(Greeting.self))
/// }
/// ```
public struct Resolver: Sendable {
  /// Who asks: a name (a module, a command), or a service whose factory is running.
  enum Asker: Sendable {
    case named(String)
    case service(ServiceKey)
  }

  let container: Container
  let trail: ResolutionTrail?
  let asker: Asker
  /// What the module that asks declared; `nil` for the host and the registry, which may resolve anything.
  let declarations: ModuleDeclarations?

  init(container: Container, trail: ResolutionTrail?, asker: Asker, declarations: ModuleDeclarations? = nil) {
    self.container = container
    self.trail = trail
    self.asker = asker
    self.declarations = declarations
  }

  /// Who is asking: a module id, a command, or the service under construction.
  public var requester: String {
    switch asker {
    case .named(let name): name
    case .service(let key): key.description
    }
  }

  /// Resolves the service registered for `type` (and `name`).
  ///
  /// - Throws: ``CoreError`` `.serviceNotRegistered` naming the type, the requester and the fix;
  ///   `.dependencyCycle` with the path `A -> B -> A`; `.undeclaredService` when a module's resolver is asked for
  ///   a service the module did not declare.
  public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    let key = ServiceKey(type, name: name)
    try declarations?.check(key, requester: requester)
    return try container.resolve(key, as: type, trail: trail, asker: asker)
  }

  /// Resolves the service, or `nil` when nothing is registered for it.
  ///
  /// Other failures (a cycle, a factory error) still throw.
  public func resolveIfRegistered<Service>(
    _ type: Service.Type = Service.self, name: String? = nil
  ) throws -> Service? {
    try declarations?.check(ServiceKey(type, name: name), requester: requester)
    guard container.isRegistered(type, name: name) else { return nil }
    return try resolve(type, name: name)
  }

  /// A resolver that asks on behalf of someone else.
  public func asking(as requester: String) -> Resolver {
    Resolver(container: container, trail: trail, asker: .named(requester), declarations: declarations)
  }

  /// This resolver, refusing what `declarations` does not list.
  func declaring(_ declarations: ModuleDeclarations?) -> Resolver {
    Resolver(container: container, trail: trail, asker: asker, declarations: declarations)
  }
}
