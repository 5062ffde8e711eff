import ArgumentParser
import Core
import CoreCLI
import Foundation
import Logging
import Synchronization

/// Runs `mosaic`: builds the registry from the composition root, parses the arguments against the
/// commands the modules contributed, boots, runs the command, and always shuts down.
///
/// Exit codes: 0 on success, 1 for a runtime error (one sentence on standard error), 64 for a usage
/// error.
public enum MosaicHost {
  /// Runs one invocation and returns the process's exit status.
  public static func run(
    arguments: [String],
    environment: [String: String],
    console: Console = .standard,
    modules: [any FeatureModule] = CompositionRoot.modules
  ) async -> Int32 {
    bootstrapLogging(environment)
    let container = Container()
    let registry: PluginRegistry
    do {
      registry = try PluginRegistry(
        modules: modules, hostServices: [ServiceKey(HostConfiguration.self)], container: container)
    } catch {
      console.note("Error: \(error)")
      return 1
    }
    MosaicCommand.install(
      MosaicCommand.builtins + registry.commands.compactMap { $0.command as? any ParsableCommand.Type })
    let parsed: any ParsableCommand
    do {
      parsed = try MosaicCommand.parseAsRoot(arguments)
    } catch {
      let status = MosaicCommand.exitCode(for: error).rawValue
      let text = MosaicCommand.fullMessage(for: error)
      if status == 0 { console.print(text) } else { console.note(text) }
      return status
    }
    guard let command = parsed as? any HostedCommand else {
      console.print(MosaicCommand.helpMessage())
      return 0
    }
    do {
      let configuration = try HostConfiguration.resolve(command.host, environment: environment)
      container.register(HostConfiguration.self, value: configuration)
      try await registry.boot()
    } catch {
      console.note("Error: \(error)")
      await registry.shutdown()
      return 1
    }
    let context = CommandContext(
      resolver: container.resolver(for: "mosaic \(type(of: command).moduleCommandName)"), console: console,
      registry: registry)
    var status: Int32 = 0
    do {
      try await command.run(in: context)
    } catch let error as ValidationError {
      console.note("Error: \(error.message)")
      status = ExitCode.validationFailure.rawValue
    } catch {
      console.note("Error: \(error)")
      status = 1
    }
    await registry.shutdown()
    return status
  }

  private static let logging = Mutex(false)

  /// Sends log lines to standard error at `MOSAIC_LOG_LEVEL` (default `warning`), once per process.
  private static func bootstrapLogging(_ environment: [String: String]) {
    logging.withLock { bootstrapped in
      guard !bootstrapped else { return }
      bootstrapped = true
      let level = environment["MOSAIC_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
      LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = level
        return handler
      }
    }
  }
}
