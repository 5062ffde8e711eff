import Core
import CoreCLI
import CoreTestSupport
import Testing

@Suite struct DestinationPresenterTests {
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

    #expect(first.lines == ["photo abc"])
    #expect(second.lines == ["Foto def"])
    #expect(built.value == 1)
  }

  @Test func presenter_receivesTheJSONOption() async throws {
    let console = try await Self.registry(Counter()).present(PhotoDestination(id: "abc"), json: true)

    #expect(try console.json() == ["id": "abc"])
  }

  @Test func routeThenPresenter_isWhatMosaicOpenDoes() async throws {
    let registry = try Self.registry(Counter())

    let destination = try registry.router.resolve("mosaic://photo/xyz").destination

    #expect(try await registry.present(destination).lines == ["photo xyz"])
  }

  @Test func presenter_refusesAnotherDestinationType() async throws {
    let registry = try Self.registry(Counter())
    let presenter = try #require(registry.contributions(DestinationPresenter.self).first?.value)

    #expect(presenter.name == "PhotoDestination")
    #expect(presenter.presents(PhotoDestination(id: "abc")))
    #expect(!presenter.presents(GalleryDestination(page: 1)))
    let error = await #expect(throws: CLIError.self) {
      try await presenter.present(
        GalleryDestination(page: 1), options: PresentationOptions(),
        in: CommandContext(console: CapturedConsole().console))
    }
    #expect(error?.code == .noPresenter)
    #expect(error?.command == "open")
    #expect(error?.detail == "GalleryDestination")
  }

  @Test func presenters_areListedAsDestinations() throws {
    let summaries = try Self.registry(Counter()).summaries

    #expect(summaries.map { $0.names(of: "destinations") } == [["PhotoDestination"]])
  }

  @Test func twoModulesPresentingOneDestination_areRefused() {
    let present: @Sendable (ModuleRegistrar) -> Void = { registrar in
      registrar.present(PhotoDestination.self) { _ in
        PhotoPrinter(prefix: "")
      } present: { _, _, _, _ in
      }
    }

    let error = #expect(throws: CoreError.self) {
      _ = try PluginRegistry(modules: [CLIModule("one", contribute: present), CLIModule("two", contribute: present)])
    }

    #expect(error?.code == .duplicateContribution)
    #expect(error?.module == "two")
    #expect(error?.value == "PhotoDestination")
  }

  @Test func presentationOptions_defaultToText() {
    #expect(PresentationOptions().json == false)
    #expect(PresentationOptions(json: true).json)
  }
}
