import ArgumentParser
import Core
import CoreCLI
import MosaicConfig

/// `mosaic config path|show|check|schema [--json]`: where the configuration file is, what applies (the
/// file's settings over the defaults), every mistake in it — one sentence each with its line and key, exit
/// 64 when there is one — and the JSON schema editors check it against.
struct ConfigCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Show where the configuration file is, what it sets, its mistakes, or its JSON schema."
  )

  enum Action: String, ExpressibleByArgument, CaseIterable {
    case path, show, check, schema
  }

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "path, show, check or schema.")
  var action: Action = .show

  @Flag(help: "Print one JSON document instead of text.")
  var json = false

  func run(with source: ConfigSource, in context: CommandContext) async throws {
    switch action {
    case .path:
      try context.emit(ConfigPathOutput(path: source.file.path), json: json)
    case .schema:
      var schema = ConfigSchema.json(tabs: source.tabs)
      schema.removeLast()
      context.console.print(schema)
    case .show, .check:
      let loaded = source.load()
      let output = ConfigCheckOutput(
        path: source.file.path, exists: loaded.exists, problems: loaded.problems.map(ConfigCheckOutput.Problem.init),
        settings: action == .show ? loaded.config.text : nil)
      if action == .show || loaded.problems.isEmpty {
        try context.emit(output, json: json)
      } else if json {
        try context.console.printJSON(output)
      }
      guard action == .check, !loaded.problems.isEmpty else { return }
      if !json {
        for problem in loaded.problems { context.console.note(problem.message(in: context.language)) }
      }
      throw UsageError(ConfigCheckFailure(path: source.file.path ?? "", count: loaded.problems.count))
    }
  }
}

/// `mosaic config check` found mistakes: how many, and what to do.
struct ConfigCheckFailure: MosaicError, Equatable {
  let path: String
  let count: Int

  var codeName: String { "configHasMistakes" }

  func message(in language: Language) -> String {
    let mistakes = HostStrings.count(count, en: ("mistake", "mistakes"), de: ("Fehler", "Fehler"), language)
    return language.pick(
      en: "'\(path)' has \(mistakes); fix each line named above, and the app uses the defaults for them until then.",
      de: "'\(path)' hat \(mistakes); korrigiere jede oben genannte Zeile, bis dahin nutzt die App dort die "
        + "Voreinstellungen.")
  }
}
