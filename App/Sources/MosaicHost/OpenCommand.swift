import ArgumentParser
import Core
import CoreCLI

/// `mosaic open <mosaic-url> [--json]`: resolves the URL to its destination and hands it to the destination's
/// presenter — the one a page command hands its destination to, so the output is the command's.
struct OpenCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a mosaic:// URL, like mosaic://gallery?page=2 or mosaic://photo/ID."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The URL to open; `mosaic features` lists the routes.")
  var url: String

  @Flag(help: "Ask for one JSON document.")
  var json = false

  func run(with router: Router, in context: CommandContext) async throws {
    try await context.present(try Self.resolve(url, with: router).destination, options: PresentationOptions(json: json))
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
