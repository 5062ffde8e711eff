import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

/// A page command only builds its destination: the presenter `mosaic open` uses shows it.
struct PageCommandTests {
  /// `photo ID [--json]`: the page of one photo.
  struct ShowPhoto: PageCommand {
    static let configuration = CommandConfiguration(commandName: "photo", abstract: "One photo.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument var id: String
    @Flag var json = false

    func destination(in context: CommandContext) throws -> PhotoDestination {
      guard !id.isEmpty else { throw ValidationError(context.language.pick(en: "No id.", de: "Keine ID.")) }
      return PhotoDestination(id: id)
    }

    var presentation: PresentationOptions { PresentationOptions(json: json, pictures: nil) }
  }

  /// A module with the command, the route and the presenter, counting how often the presenter is built and
  /// what it was asked to show.
  private static func registry(_ built: Counter, shown: Recorder) throws -> PluginRegistry {
    try PluginRegistry(
      modules: [
        CLIModule("detail") { registrar in
          registrar.command(ShowPhoto.self)
          try registrar.route("photo/:id", summary: "One photo") { PhotoDestination(id: try $0.required("id")) }
          registrar.present(PhotoDestination.self) { _ in
            built.increment()
            return PhotoPrinter(prefix: "photo")
          } present: { printer, destination, options, context in
            shown.record("\(destination.id) json=\(options.json)")
            context.console.print("\(printer.prefix) \(destination.id)")
          }
        }
      ], serving: [])
  }

  @Test func theCommandAndTheRoute_reachOnePresenter_builtOnce() async throws {
    let built = Counter()
    let shown = Recorder()
    let registry = try Self.registry(built, shown: shown)

    let commanded = try await registry.run(ShowPhoto.self, ["abc"])
    let routed = try await registry.present(try registry.router.resolve("mosaic://photo/abc").destination)

    expectEqual(commanded.lines, ["photo abc"])
    expectEqual(routed.lines, commanded.lines)
    expectEqual(built.value, 1)
    expectEqual(shown.entries, ["abc json=false", "abc json=false"])
  }

  @Test func theCommandsFlags_reachThePresenter() async throws {
    let shown = Recorder()
    try await Self.registry(Counter(), shown: shown).run(ShowPhoto.self, ["abc", "--json"])

    expectEqual(shown.entries, ["abc json=true"])
  }

  @Test func withoutAPresenter_theCommandSaysWhichDestinationNobodyShows() async throws {
    let registry = try PluginRegistry(
      modules: [CLIModule("detail") { registrar in registrar.command(ShowPhoto.self) }], serving: [])

    let error = await expectThrows(CLIError.self) { try await registry.run(ShowPhoto.self, ["abc"]) }

    expectEqual(error?.code, .noPresenter)
    expectEqual(error?.detail, "PhotoDestination")
  }

  @Test func aDestinationTheLineCannotBuild_failsInTheRunsLanguage() async throws {
    let registry = try Self.registry(Counter(), shown: Recorder())

    let error = await expectThrows(ValidationError.self) {
      try await registry.run(ShowPhoto.self, [""], style: TextStyle(language: .german))
    }

    expectEqual(error?.message, "Keine ID.")
  }
}
