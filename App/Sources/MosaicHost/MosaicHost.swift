import ArgumentParser
import Core
import CoreCLI
import CoreUI
import Foundation
import Logging
import Synchronization

/// Runs `mosaic`: builds the registry from the composition root, parses the arguments against the
/// commands the modules contributed, boots, runs the command, and always shuts down.
///
/// Exit codes: 0 on success, 1 for a runtime error (one sentence on standard error), 64 for a usage
/// error, 74 (`EX_IOERR`) when the command's output could not be written (what it saved stays saved).
public enum MosaicHost {
  /// The exit status when standard output or error could not be written.
  public static let outputFailureStatus: Int32 = 74

  /// What the host registers in the container itself before boot: the run's configuration and its terminal.
  public static let hostServices = [ServiceKey(HostConfiguration.self), ServiceKey(HostTerminal.self)]

  /// Runs one invocation, writes its output, and returns the process's exit status. Without `modules`, the
  /// composition root's modules the line needs (``LineReach``), built after `--version` is answered.
  public static func run(
    arguments: [String],
    environment: [String: String],
    console: Console = .standard,
    modules: [any FeatureModule]? = nil,
    isTerminal: Bool = isatty(STDOUT_FILENO) == 1,
    terminal: TerminalAccess? = nil
  ) async -> Int32 {
    await run(
      arguments: arguments, environment: environment, console: console, modules: modules, isTerminal: isTerminal,
      terminal: terminal, quick: true)
  }

  /// Runs one invocation; with `quick` false every line goes to ArgumentParser (the tests compare both ways).
  static func run(
    arguments: [String], environment: [String: String], console: Console, modules: [any FeatureModule]?,
    isTerminal: Bool, terminal: TerminalAccess?, quick: Bool
  ) async -> Int32 {
    // `mosaic` alone on a terminal opens the app; elsewhere it prints help.
    let arguments = arguments.isEmpty && terminal?.isInteractive(environment) == true ? ["ui"] : arguments
    let (status, language) = await execute(
      arguments: arguments, environment: environment, console: console, modules: modules, isTerminal: isTerminal,
      terminal: terminal, quick: quick)
    return finish(status, console: console, language: language)
  }

  /// Flushes the console. A failed write turns success into ``outputFailureStatus`` and is told in one
  /// sentence on standard error, unless the reader of standard output simply went away (`| head`).
  static func finish(_ status: Int32, console: Console, language: Language) -> Int32 {
    do {
      try console.flush()
      return status
    } catch {
      if (error as? CLIError)?.code != .outputClosed {
        console.note(HostStrings.error(describe(error, in: language), language))
        try? console.flush()
      }
      return status == 0 ? outputFailureStatus : status
    }
  }

  /// Runs one command; returns its status and the language it spoke, for a last sentence about the output.
  private static func execute(
    arguments: [String], environment: [String: String], console: Console, modules: [any FeatureModule]?,
    isTerminal: Bool, terminal: TerminalAccess?, quick: Bool
  ) async -> (Int32, Language) {
    var style = TextStyle()
    let echo = EchoedInput(arguments)
    // `mosaic --version` needs no module: answered before the registry is built, as ArgumentParser would.
    if arguments == ["--version"] {
      console.print(MosaicCommand.version)
      return (0, style.language)
    }
    bootstrapLogging(environment)
    var modules = modules ?? LineReach.modules(for: arguments)
    let container: Container
    let registry: PluginRegistry
    do {
      (registry, container, modules) = try build(
        modules, arguments: arguments, environment: environment, console: console)
    } catch {
      console.note(HostStrings.error(describe(error, in: style.language), style.language))
      return (1, style.language)
    }
    let line = ParsedLine.parse(
      arguments, contributions: commands(of: registry, inOrderOf: modules), console: console, quick: quick,
      echo: echo)
    let options: HostOptions
    let work: ParsedLine.Work
    switch line {
    case .answered(let status): return (status, style.language)
    case .run(let parsedOptions, let parsedWork): (options, work) = (parsedOptions, parsedWork)
    }
    var ceiling = CommandCeiling()
    do {
      // The services the services module brings, each read from its own variables. A cast to the module's own
      // type compares two metadata pointers; `as? any P` would scan every conformance record of the binary for
      // each module of the line.
      let services = modules.flatMap { ($0 as? ServicesModule)?.remoteServices ?? [] }
      let configuration = try HostConfiguration.resolve(
        options, environment: environment, services: services.map(\.descriptor),
        tabs: registry.contributions(TabContribution.self).map(\.value.id))
      ceiling = configuration.ceiling
      try container.register(HostConfiguration.self, value: configuration)
      try container.register(HostTerminal.self, value: HostTerminal(access: terminal, environment: environment))
      try await registry.boot()
      // Every command speaks the person's language and colors: read once, from the booted services, before
      // anything is printed.
      style = await HostStyle.read(from: container, isTerminal: isTerminal, environment: environment)
    } catch {
      console.note(echo.clean(HostStrings.error(describe(error, in: style.language), style.language)))
      await registry.shutdown()
      return (1, style.language)
    }
    let runStyle = style
    let onStuck: @Sendable (HostError) -> Void = { stuckAtCeiling($0, console: console, style: runStyle) }
    let presenters = DestinationPresenters(registry.contributions(DestinationPresenter.self).map(\.value))
    var status: Int32 = 0
    do {
      if work.runsUntilStopped {
        // `news watch` and `ui`: the ceiling bounds each step (a poll), never the whole run.
        let stepCeiling = StepCeiling { [ceiling] step in
          try await ceiling.run(step, timedOut: HostError(.stepTimedOut, limit: ceiling.limit), onStuck: onStuck)
        }
        let context = CommandContext(console: console, style: style, stepCeiling: stepCeiling, presenters: presenters)
        try await CommandJob(work: work, context: context).run()
      } else {
        let job = CommandJob(
          work: work, context: CommandContext(console: console, style: style, presenters: presenters))
        try await ceiling.run({ try await job.run() }, onStuck: onStuck)
      }
    } catch let exit as ExitCode {
      // The terminal app ended by a signal: 128 plus the signal, as shells report it, and nothing more to say.
      status = exit.rawValue
    } catch let error as ValidationError {
      console.note(echo.clean(HostStrings.error(UsageMessage.sentence(error.message), style.language)))
      status = ExitCode.validationFailure.rawValue
    } catch let error as UsageError {
      // Found only once the command ran (a page past the end, an unknown route): still the person's line.
      console.note(echo.clean(HostStrings.error(error.message(in: style.language), style.language)))
      status = ExitCode.validationFailure.rawValue
    } catch {
      console.note(echo.clean(HostStrings.error(describe(error, in: style.language), style.language)))
      status = 1
    }
    await registry.shutdown()
    return (status, style.language)
  }

  /// The registry of `modules` and, when ``PluginsModule`` is among them, a proxy module per installed plugin (read
  /// from the index; none starts). When the plugins make the registry fail (a command or route that clashes), the
  /// sentence is told and the run goes on without plugins: a plugin never takes the host down.
  private static func build(
    _ modules: [any FeatureModule], arguments: [String], environment: [String: String], console: Console
  ) throws -> (PluginRegistry, Container, [any FeatureModule]) {
    let plugins =
      modules.contains { $0 is PluginsModule }
      ? InstalledPlugins.proxies(arguments: arguments, environment: environment) : []
    if !plugins.isEmpty {
      let container = Container()
      do {
        let all = modules + plugins
        return (try PluginRegistry(modules: all, hostServices: hostServices, container: container), container, all)
      } catch {
        console.note(HostStrings.error(describe(error, in: .english), .english))
      }
    }
    let container = Container()
    return (try PluginRegistry(modules: modules, hostServices: hostServices, container: container), container, modules)
  }

  /// The modules' commands in the composition root's order, which `mosaic --help` lists them in (the
  /// registry collects them in boot order, where a module that uses another's services comes later).
  static func commands(
    of registry: PluginRegistry, inOrderOf modules: [any FeatureModule]
  )
    -> [Contributed<CommandContribution>]
  {
    let rank = Dictionary(modules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    return registry.contributions(CommandContribution.self).enumerated()
      .sorted { (rank[$0.element.moduleID] ?? 0, $0.offset) < (rank[$1.element.moduleID] ?? 0, $1.offset) }
      .map(\.element)
  }

  /// A command that ignored cancellation past the ceiling: the sentence, then the process ends.
  @Sendable private static func stuckAtCeiling(_ error: HostError, console: Console, style: TextStyle) {
    console.note(HostStrings.error(error.message(in: style.language), style.language))
    exit(1)
  }

  /// Runs a command the host does not run itself (the root, `help`), which answers with a help screen.
  static func helpOrUsage(_ parsed: any ParsableCommand, console: Console) -> Int32 {
    do {
      var command = parsed
      try command.run()
      return 0
    } catch {
      return answer(error, console: console)
    }
  }

  /// Prints ArgumentParser's answer to `error` (help on standard output, a usage error on standard error, worded
  /// as one sentence with what was typed echoed cleaned and bounded) and returns its exit status.
  static func answer(_ error: any Error, console: Console, echo: EchoedInput = EchoedInput([])) -> Int32 {
    let status = MosaicCommand.exitCode(for: error).rawValue
    if status == 0 {
      console.print(MosaicCommand.fullMessage(for: error))
    } else {
      console.note(echo.clean(UsageMessage.text(for: error)))
    }
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
