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
///
/// A resolver is a value: the chain it carries is a ``ResolutionPath`` of a few words, so handing one to each factory
/// allocates nothing, and one kept by a factory stays valid (and still knows what it was built for).
public struct Resolver: Sendable {
  let container: Container
  /// The services being built, the innermost one the service whose factory received this resolver.
  let path: ResolutionPath
  /// Who asks when it is not the innermost service on `path`: a module, a command, the host.
  let name: String?
  /// What the module that asks declared; `nil` for the host and the registry, which may resolve anything.
  let declarations: ModuleDeclarations?

  init(container: Container, path: ResolutionPath, name: String?, declarations: ModuleDeclarations? = nil) {
    self.container = container
    self.path = path
    self.name = name
    self.declarations = declarations
  }

  /// Who is asking: a module id, a command, or the service under construction.
  public var requester: String {
    Container.requester(name, path: path, table: container.table)
  }

  /// Resolves the service registered for `type` (and `name`).
  ///
  /// - Throws: ``CoreError`` `.serviceNotRegistered` naming the type, the requester and the fix;
  ///   `.dependencyCycle` with the path `A -> B -> A`; `.undeclaredService` when a module's resolver is asked for
  ///   a service the module did not declare.
  public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    let key = ServiceKey(type, name: name)
    if let declarations { try declarations.check(key, requester: requester) }
    return try container.resolve(key, as: type, path: path, asker: self.name)
  }

  /// Resolves the service, or `nil` when nothing is registered for it.
  ///
  /// Other failures (a cycle, a factory error) still throw.
  public func resolveIfRegistered<Service>(
    _ type: Service.Type = Service.self, name: String? = nil
  ) throws -> Service? {
    if let declarations { try declarations.check(ServiceKey(type, name: name), requester: requester) }
    guard container.isRegistered(type, name: name) else { return nil }
    return try resolve(type, name: name)
  }

  /// A resolver that asks on behalf of someone else.
  public func asking(as requester: String) -> Resolver {
    Resolver(container: container, path: path, name: requester, declarations: declarations)
  }

  /// This resolver, refusing what `declarations` does not list.
  func declaring(_ declarations: ModuleDeclarations?) -> Resolver {
    Resolver(container: container, path: path, name: name, declarations: declarations)
  }
}
