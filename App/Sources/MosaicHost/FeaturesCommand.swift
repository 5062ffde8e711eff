import ArgumentParser
import Core
import CoreCLI
import CoreUI

/// `mosaic features [--json]`: every loaded module with its version, its contributions of every kind
/// (commands, routes, sections, …) and its services, as the registry collected them.
struct FeaturesCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "features",
    abstract: "List the loaded feature modules with their commands, routes and services."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Flag(help: "Print one JSON document instead of a listing.")
  var json = false

  @Flag(help: "Print the modules, their services and section slots as a Graphviz DOT graph.")
  var graph = false

  func run(with registry: RegistryContents, in context: CommandContext) async throws {
    if graph { return try context.emit(FeaturesGraph(modules: registry.summaries), json: json) }
    let tabs = registry.contributions(TabContribution.self).map(\.value)
    let titles = Dictionary(tabs.map { ($0.id, $0.title) }) { first, _ in first }
    try context.emit(FeaturesOutput(modules: registry.summaries, tabTitles: titles), json: json)
  }
}

/// `{"modules":[…]}`, or one block per module.
struct FeaturesOutput: CommandOutput {
  let modules: [ModuleSummary]
  /// The terminal app's tabs by id, listed by their titles in the text; the JSON keeps the ids.
  var tabTitles: [String: LocalizedText] = [:]

  enum CodingKeys: String, CodingKey {
    case modules
  }

  func lines(in style: TextStyle) -> [String] {
    var lines: [String] = []
    for (index, module) in modules.enumerated() {
      if index > 0 { lines.append("") }
      lines.append(
        style.palette.paint("\(module.name(in: style.language)) — \(module.id) \(module.version)", .heading))
      let rows =
        module.contributions.map { contribution in
          let names =
            contribution.kind == TabContribution.kind
            ? contribution.names.map { tabTitles[$0]?.text(in: style.language) ?? $0 } : contribution.names
          return (HostStrings.kind(contribution.kind, style.language), names)
        }
        + [
          (HostStrings.provides(style.language), module.provides),
          (HostStrings.requires(style.language), module.requires),
          (HostStrings.uses(style.language), module.uses),
        ]
      for (label, values) in rows where !values.isEmpty {
        lines.append("  " + TerminalText.pad(label, width: 14) + values.joined(separator: ", "))
      }
    }
    return lines
  }
}
