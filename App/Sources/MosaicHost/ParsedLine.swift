import ArgumentParser
import Core
import CoreCLI

/// What a command line asks the host to do, read by the command's own quick parse when it has one and the
/// line is one it reads (`gallery --json`, `news wsj`), else by ArgumentParser over the whole command tree.
enum ParsedLine {
  /// A command to run with its host options.
  case run(HostOptions, Work)
  /// ArgumentParser answered already (help, a usage error, a group without a default): the exit status.
  case answered(Int32)

  /// What runs the command.
  enum Work {
    /// A line the command read itself (``QuickParsable``).
    case quick(QuickCommand)
    /// A module's command as ArgumentParser parsed it.
    case contribution(CommandContribution, any HostedCommand)

    /// Whether the command runs until stopped (``RunsUntilStopped``: `news watch`, `ui`): the ceiling then
    /// bounds each step, not the run. Read from the command's type (``HostedCommand/runsUntilStopped``), not by
    /// a cast, which would scan every conformance record of the binary.
    var runsUntilStopped: Bool {
      switch self {
      case .quick(let quick): quick.runsUntilStopped
      case .contribution(_, let parsed): type(of: parsed).runsUntilStopped
      }
    }
  }

  /// Reads `arguments` against the modules' commands, `contributions` (in the order help lists them). With
  /// `quick`, a line whose first word names a ``QuickParsable`` command goes to that command's parse first;
  /// every line it does not read goes to ArgumentParser, which prints help and usage errors itself (on
  /// `console`).
  static func parse(
    _ arguments: [String], contributions: [Contributed<CommandContribution>], console: Console, quick: Bool = true,
    echo: EchoedInput = EchoedInput([])
  ) -> ParsedLine {
    if quick, let command = quickParse(arguments, contributions: contributions) {
      return .run(command.host, .quick(command))
    }
    MosaicCommand.install(contributions.map(\.value.command))
    if let unknown = unknownCommand(in: arguments, contributions: contributions) {
      console.note(echo.clean(HostStrings.error(HostStrings.unknownCommand(unknown), .english)))
      return .answered(ExitCode.validationFailure.rawValue)
    }
    let parsed: any ParsableCommand
    do {
      parsed = try MosaicCommand.parseAsRoot(arguments)
      try refuseHelpForAnUnexpectedWord(arguments)
    } catch {
      return .answered(MosaicHost.answer(error, console: console, echo: echo))
    }
    if let contribution = contributions.first(where: { $0.value.contains(parsed) })?.value,
      let hosted = parsed as? any HostedCommand
    {
      return .run(hosted.host, .contribution(contribution, hosted))
    }
    // `mosaic`, `mosaic help …` and groups without a default: ArgumentParser's own answer, usually help for the
    // command asked about.
    return .answered(MosaicHost.helpOrUsage(parsed, console: console))
  }

  /// The line as the module command its first word names (as ArgumentParser would pick it, by name or alias)
  /// reads it, or `nil`.
  private static func quickParse(
    _ arguments: [String], contributions: [Contributed<CommandContribution>]
  ) -> QuickCommand? {
    guard let name = arguments.first, let contribution = contributions.first(where: { names(name, $0.value.command) })
    else { return nil }
    return contribution.value.quickParse(arguments.dropFirst())
  }

  private static func names(_ word: String, _ command: any ParsableCommand.Type) -> Bool {
    let configuration = command.configuration
    return (configuration.commandName ?? command._commandName) == word || configuration.aliases.contains(word)
  }

  /// The word that should name a command and names none: the first word of the line (`mosaic nonsense --help`),
  /// or the one after `help` (`mosaic help nonsense`). A line that starts with an option is ArgumentParser's.
  private static func unknownCommand(
    in arguments: [String], contributions: [Contributed<CommandContribution>]
  ) -> String? {
    guard var word = arguments.first, !word.hasPrefix("-") else { return nil }
    if word == "help" {
      guard let next = arguments.dropFirst().first, !next.hasPrefix("-") else { return nil }
      word = next
    }
    return contributions.contains { names(word, $0.value.command) } ? nil : word
  }

  /// Help asked for after a word no command takes (`mosaic favorites nonsense --help`): ArgumentParser would show
  /// the help of the command before it and exit 0; the word is the person's mistake, so its usage error comes
  /// instead.
  private static func refuseHelpForAnUnexpectedWord(_ arguments: [String]) throws {
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    let helpFlags: Set<String> = ["-h", "--help"]
    guard arguments[..<end].contains(where: helpFlags.contains) else { return }
    let withoutHelp = arguments[..<end].filter { !helpFlags.contains($0) } + arguments[end...]
    do {
      _ = try MosaicCommand.parseAsRoot(Array(withoutHelp))
    } catch {
      // ArgumentParser 1.8's sentence for words no command or argument takes.
      let message = MosaicCommand.message(for: error)
      if message.hasPrefix("Unexpected argument") || message.contains("unexpected arguments") { throw error }
    }
  }
}
