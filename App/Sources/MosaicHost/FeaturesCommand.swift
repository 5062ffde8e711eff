import ArgumentParser
import Core
import CoreCLI

/// `mosaic features [--json]`: every loaded module with its version, commands, routes, sections and
/// services, as the registry collected them.
struct FeaturesCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "features",
    abstract: "List the loaded feature modules with their commands, routes and services."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Flag(help: "Print one JSON document instead of a listing.")
  var json = false

  func run(in context: CommandContext) async throws {
    let summaries = context.registry.summaries
    if json {
      try context.console.printJSON(["modules": summaries])
      return
    }
    for (index, module) in summaries.enumerated() {
      if index > 0 { context.console.print("") }
      context.console.print("\(module.name) — \(module.id) \(module.version)")
      let rows: [(String, [String])] = [
        ("commands", module.commands), ("routes", module.routes), ("sections", module.sections),
        ("provides", module.provides), ("requires", module.requires),
      ]
      for (label, values) in rows where !values.isEmpty {
        context.console.print("  " + TextLayout.pad(label, width: 10) + values.joined(separator: ", "))
      }
    }
  }
}
