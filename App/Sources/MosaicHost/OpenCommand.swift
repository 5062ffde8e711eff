import ArgumentParser
import Core
import CoreCLI

/// `mosaic open <mosaic-url> [--json]`: resolves the URL against every module's routes and runs the
/// command it opens, as if typed.
struct OpenCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a mosaic:// URL, like mosaic://gallery?page=2 or mosaic://photo/ID."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The URL to open; `mosaic features` lists the routes.")
  var url: String

  @Flag(help: "Ask the opened command for JSON.")
  var json = false

  func run(in context: CommandContext) async throws {
    let resolution = try context.registry.router.resolve(url)
    var arguments = resolution.arguments
    if json { arguments.append("--json") }
    let parsed: any ParsableCommand
    do {
      parsed = try MosaicCommand.parseAsRoot(arguments)
    } catch {
      throw HostError(
        "'\(url)' opens `mosaic \(arguments.joined(separator: " "))`, which is not a valid command "
          + "(\(MosaicCommand.message(for: error))); check the URL's parameters.")
    }
    guard let command = parsed as? any HostedCommand, !(command is OpenCommand) else {
      throw HostError("'\(url)' does not open a command; check the route with `mosaic features`.")
    }
    try await command.run(in: context)
  }
}
