import Core

/// Everything a hosted command can reach when the host runs it.
public struct CommandContext: Sendable {
  /// Resolves services on behalf of the command.
  public let resolver: Resolver
  /// Where the command writes.
  public let console: Console
  /// The booted registry: sections, routes and module summaries.
  public let registry: PluginRegistry

  public init(resolver: Resolver, console: Console, registry: PluginRegistry) {
    self.resolver = resolver
    self.console = console
    self.registry = registry
  }

  /// Resolves `type` (and `name`) on behalf of the command.
  public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) throws -> Service {
    try resolver.resolve(type, name: name)
  }
}
