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
    modules: [any FeatureModule] = CompositionRoot.modules,
    terminal: TerminalAccess? = nil
  ) async -> Int32 {
    // `mosaic` alone on a terminal opens the app; elsewhere it prints help.
    let arguments = arguments.isEmpty && terminal?.isInteractive(environment) == true ? ["ui"] : arguments
    bootstrapLogging(environment)
    let style = TextStyle()
    let container = Container()
    let registry: PluginRegistry
    do {
      registry = try PluginRegistry(
        modules: modules, hostServices: [ServiceKey(HostConfiguration.self)], container: container)
    } catch {
      console.note(HostStrings.error(describe(error, in: style.language), style.language))
      return 1
    }
    let contributions = registry.contributions(CommandContribution.self)
    MosaicCommand.install(MosaicCommand.builtins + contributions.map(\.value.command))
    let parsed: any ParsableCommand
    do {
      parsed = try MosaicCommand.parseAsRoot(arguments)
    } catch {
      let status = MosaicCommand.exitCode(for: error).rawValue
      let text = MosaicCommand.fullMessage(for: error)
      if status == 0 { console.print(text) } else { console.note(text) }
      return status
    }
    let builtin = parsed as? any BuiltinCommand
    let contribution = contributions.first { $0.value.contains(parsed) }?.value
    guard let options = builtin?.host ?? (parsed as? any HostedCommand)?.host, builtin != nil || contribution != nil
    else {
      // `mosaic`, `mosaic help …` and groups without a default: ArgumentParser's own answer, usually help for
      // the command asked about.
      return helpOrUsage(parsed, console: console)
    }
    do {
      let configuration = try HostConfiguration.resolve(options, environment: environment)
      container.register(HostConfiguration.self, value: configuration)
      try await registry.boot()
    } catch {
      console.note(HostStrings.error(describe(error, in: style.language), style.language))
      await registry.shutdown()
      return 1
    }
    let context = CommandContext(console: console, style: style)
    var status: Int32 = 0
    do {
      if let ui = parsed as? UICommand {
        status = try await ui.run(registry: registry, in: context, terminal: terminal, environment: environment)
      } else if let builtin {
        try await builtin.run(registry: registry, in: context)
      } else if let contribution {
        try await contribution.run(parsed, in: context)
      }
    } catch let error as ValidationError {
      console.note(HostStrings.error(error.message, style.language))
      status = ExitCode.validationFailure.rawValue
    } catch {
      console.note(HostStrings.error(describe(error, in: style.language), style.language))
      status = 1
    }
    await registry.shutdown()
    return status
  }

  /// Runs a command the host does not run itself (the root, `help`), which answers with a help screen.
  private static func helpOrUsage(_ parsed: any ParsableCommand, console: Console) -> Int32 {
    do {
      var command = parsed
      try command.run()
      return 0
    } catch {
      let status = MosaicCommand.exitCode(for: error).rawValue
      let text = MosaicCommand.fullMessage(for: error)
      if status == 0 { console.print(text) } else { console.note(text) }
      return status
    }
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
