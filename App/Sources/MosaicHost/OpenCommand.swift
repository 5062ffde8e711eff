import ArgumentParser
import Core
import CoreCLI

/// `mosaic open <mosaic-url> [--json]`: resolves the URL to its destination and shows it as the module
/// that owns the destination shows it on the command line — the same output as the command that leads
/// there.
struct OpenCommand: BuiltinCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a mosaic:// URL, like mosaic://gallery?page=2 or mosaic://photo/ID."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The URL to open; `mosaic features` lists the routes.")
  var url: String

  @Flag(help: "Ask for one JSON document.")
  var json = false

  func run(registry: PluginRegistry, in context: CommandContext) async throws {
    let destination = try Self.resolve(url, with: registry.router).destination
    guard
      let presenter = registry.contributions(DestinationPresenter.self).first(where: { $0.value.presents(destination) })
    else {
      throw CLIError(.noPresenter, command: "open", detail: "\(type(of: destination))")
    }
    try await presenter.value.present(destination, options: PresentationOptions(json: json), in: context)
  }
}

extension OpenCommand {
  /// `url` resolved; a URL no route matches (or not a `mosaic://` URL, or a bad parameter) is the person's
  /// line, so a usage error (exit 64), as a bad flag is.
  static func resolve(_ url: String, with router: Router) throws -> RouteResolution {
    do {
      return try router.resolve(url)
    } catch let error as CoreError where [.unknownRoute, .invalidURL, .invalidRouteParameter].contains(error.code) {
      throw UsageError(error)
    }
  }
}
