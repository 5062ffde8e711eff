import ArgumentParser
import Core
import CoreCLI

/// A command of the host itself rather than of a module: it works on the registry, not on services.
protocol BuiltinCommand: AsyncParsableCommand {
  var host: HostOptions { get }
  func run(registry: PluginRegistry, in context: CommandContext) async throws
}
