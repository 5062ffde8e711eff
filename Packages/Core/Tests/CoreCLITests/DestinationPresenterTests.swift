import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

struct DestinationPresenterTests {
  /// A registry whose `detail` module routes `photo/:id` and presents photos, counting presenter builds.
  private static func registry(_ built: Counter) throws -> PluginRegistry {
    try PluginRegistry(
      modules: [
        CLIModule("detail", requires: [ServiceKey(String.self)]) { registrar in
          try registrar.route("photo/:id", summary: "One photo") { PhotoDestination(id: try $0.required("id")) }
          registrar.present(PhotoDestination.self) { resolver in
            built.increment()
            return PhotoPrinter(prefix: try resolver.resolve(String.self))
          } present: { printer, destination, options, context in
            if options.json {
              try context.console.printJSON(["id": destination.id])
            } else {
              context.console.print(
                context.language.pick(en: "\(printer.prefix) \(destination.id)", de: "Foto \(destination.id)"))
            }
          }
        }
      ], serving: [.value("photo")])
  }

  @Test func presenter_showsItsDestination_builtOnce() async throws {
    let built = Counter()
    let registry = try Self.registry(built)

    let first = try await registry.present(PhotoDestination(id: "abc"))
    let second = try await registry.present(PhotoDestination(id: "def"), style: TextStyle(language: .german))

    expectEqual(first.lines, ["photo abc"])
    expectEqual(second.lines, ["Foto def"])
    expectEqual(built.value, 1)
  }

  @Test func presenter_receivesTheJSONOption() async throws {
    let console = try await Self.registry(Counter()).present(PhotoDestination(id: "abc"), json: true)

    try expectEqual(console.json(), ["id": "abc"])
  }

  @Test func routeThenPresenter_isWhatMosaicOpenDoes() async throws {
    let registry = try Self.registry(Counter())

    let destination = try registry.router.resolve("mosaic://photo/xyz").destination

    try await expectEqual(registry.present(destination).lines, ["photo xyz"])
  }

  @Test func presenter_refusesAnotherDestinationType() async throws {
    let registry = try Self.registry(Counter())
    let presenter = try requireValue(registry.contributions(DestinationPresenter.self).first?.value)

    expectEqual(presenter.name, "PhotoDestination")
    expectTrue(presenter.presents(PhotoDestination(id: "abc")))
    expectFalse(presenter.presents(GalleryDestination(page: 1)))
    let error = await expectThrows(CLIError.self) {
      try await presenter.present(
        GalleryDestination(page: 1), options: PresentationOptions(),
        in: CommandContext(console: CapturedConsole().console))
    }
    expectEqual(error?.code, .noPresenter)
    expectEqual(error?.command, "open")
    expectEqual(error?.detail, "GalleryDestination")
  }

  @Test func presenters_areListedAsDestinations() throws {
    let summaries = try Self.registry(Counter()).summaries

    expectEqual(summaries.map { $0.names(of: "destinations") }, [["PhotoDestination"]])
  }

  @Test func twoModulesPresentingOneDestination_areRefused() {
    let present: @Sendable (ModuleRegistrar) -> Void = { registrar in
      registrar.present(PhotoDestination.self) { _ in
        PhotoPrinter(prefix: "")
      } present: { _, _, _, _ in
      }
    }

    let error = expectThrows(CoreError.self) {
      _ = try PluginRegistry(modules: [CLIModule("one", contribute: present), CLIModule("two", contribute: present)])
    }

    expectEqual(error?.code, .duplicateContribution)
    expectEqual(error?.module, "two")
    expectEqual(error?.value, "PhotoDestination")
  }

  @Test func presentationOptions_defaultToText() {
    expectEqual(PresentationOptions().json, false)
    expectTrue(PresentationOptions(json: true).json)
  }
}
