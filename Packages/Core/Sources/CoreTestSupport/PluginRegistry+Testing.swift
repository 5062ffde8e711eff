import ArgumentParser
import Core
import CoreCLI

extension PluginRegistry {
  /// A registry of `modules` over a fresh container holding `services` as host services.
  ///
  /// ```swift
  /// let registry = try PluginRegistry(modules: [DetailModule()], serving: [.value(service.client)])
  /// try await withBootedRegistry(registry) { try await registry.run(PhotoCommand.self, ["p001"]) }
  /// ```
  public convenience init(modules: [any FeatureModule], serving services: [HostService]) throws {
    let container = Container()
    for service in services { try service.register(in: container) }
    try self.init(modules: modules, hostServices: services.map { $0.key }, container: container)
  }

  /// Parses `arguments` for the contributed command `command` (a command or a group) and runs what they
  /// pick as the host would, returning what it wrote.
  ///
  /// - Throws: What parsing or the command throws; ``TestHostError`` when no module contributed `command`.
  @discardableResult
  public func run(
    _ command: any ParsableCommand.Type, _ arguments: [String] = [], style: TextStyle = TextStyle(),
    console: CapturedConsole = CapturedConsole()
  ) async throws -> CapturedConsole {
    let parsed = try command.parseAsRoot(arguments)
    guard let contribution = contributions(CommandContribution.self).first(where: { $0.value.contains(parsed) })
    else {
      throw TestHostError("No module contributed '\(command)'; add its module to the registry under test.")
    }
    try await contribution.value.run(
      parsed, in: CommandContext(console: console.console, style: style, presenters: presenters))
    return console
  }

  /// Shows `destination` as `mosaic open` would, returning what it wrote.
  @discardableResult
  public func present(
    _ destination: any Destination, json: Bool = false, style: TextStyle = TextStyle(),
    console: CapturedConsole = CapturedConsole()
  ) async throws -> CapturedConsole {
    guard let presenter = presenters.presenter(for: destination) else {
      throw TestHostError("No module presents '\(type(of: destination))'; add its module to the registry under test.")
    }
    try await presenter.present(
      destination, options: PresentationOptions(json: json),
      in: CommandContext(console: console.console, style: style, presenters: presenters))
    return console
  }

  /// Every presenter the modules contributed, as the host hands them to each command.
  public var presenters: DestinationPresenters {
    DestinationPresenters(contributions(DestinationPresenter.self).map(\.value))
  }
}

/// Why a test host could not do what the test asked.
public struct TestHostError: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// Boots `registry`, runs `body`, and always shuts the registry down, also when `body` throws.
///
/// ```swift
/// try await withBootedRegistry(registry) { try await registry.run(GalleryCommand.self, ["--json"]) }
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
