import Core
import CoreCLI

extension PluginRegistry {
  /// A registry of `modules` over a fresh container holding `services` as host services.
  ///
  /// ```swift
  /// let registry = try PluginRegistry(modules: [DetailModule()], serving: [.value(service.client)])
  /// try await withBootedRegistry(registry) { try await registry.run(PhotoCommand.parse(["p001"])) }
  /// ```
  public convenience init(modules: [any FeatureModule], serving services: [HostService]) throws {
    let container = Container()
    for service in services { service.register(in: container) }
    try self.init(modules: modules, hostServices: services.map { $0.key }, container: container)
  }

  /// Runs `command` as the host would, resolving on its behalf, and returns what it wrote.
  @discardableResult
  public func run(
    _ command: some HostedCommand, console: CapturedConsole = CapturedConsole()
  ) async throws -> CapturedConsole {
    let context = CommandContext(
      resolver: container.resolver(for: type(of: command).moduleCommandName), console: console.console,
      registry: self)
    try await command.run(in: context)
    return console
  }
}

/// Boots `registry`, runs `body`, and always shuts the registry down, also when `body` throws.
///
/// ```swift
/// try await withBootedRegistry(registry) { try await registry.run(command) }
/// ```
public func withBootedRegistry<T>(
  _ registry: PluginRegistry,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> T
) async throws -> T {
  try await registry.boot()
  do {
    let result = try await body()
    await registry.shutdown()
    return result
  } catch {
    await registry.shutdown()
    throw error
  }
}
