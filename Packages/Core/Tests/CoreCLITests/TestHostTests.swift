import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

/// The helpers feature packages' tests run their commands and destinations with.
struct TestHostTests {
  @Test func run_ofACommandNoModuleContributed_throwsTestHostError() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("ping") { $0.command(PingCommand.self) }])

    let error = await expectThrows(TestHostError.self) { try await registry.run(ToolsCommand.self, ["version"]) }

    expectEqual(error?.description.contains("'ToolsCommand'"), true)
  }

  @Test func run_parseFailure_passesThrough() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("store") { $0.command(StoreCommand.self) { _ in Shelf() } }])

    await expectThrows((any Error).self) { try await registry.run(StoreCommand.self, ["add"]) }
  }

  @Test func run_writesIntoTheGivenConsole() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("ping") { $0.command(PingCommand.self) }])
    let console = CapturedConsole()

    try await registry.run(PingCommand.self, console: console)
    try await registry.run(PingCommand.self, console: console)

    expectEqual(console.lines, ["pong", "pong"])
  }

  @Test func present_ofADestinationNobodyPresents_throwsTestHostError() async throws {
    let registry = try PluginRegistry(modules: [])

    let error = await expectThrows(TestHostError.self) { try await registry.present(GalleryDestination(page: 1)) }

    expectEqual(error?.description.contains("GalleryDestination"), true)
  }

  @Test func servingHostServices_registersThemForModulesThatRequireThem() async throws {
    let registry = try PluginRegistry(
      modules: [
        CLIModule("greeter", requires: [ServiceKey(String.self)]) { registrar in
          registrar.command(GreetCommand.self) { GreetCommand.Dependencies(greeting: try $0.resolve()) }
        }
      ], serving: [.value("Moin")])

    let console = try await withBootedRegistry(registry) { try await registry.run(GreetCommand.self, ["Ana"]) }

    expectEqual(console.lines, ["Moin, Ana"])
    expectEqual(HostService.value(3, as: Int.self).key, ServiceKey(Int.self))
  }

  @Test func withBootedRegistry_bootsAndAlwaysShutsDown() async throws {
    let log = Recorder()
    let registry = try PluginRegistry(modules: [CLIModule("one", log: log), CLIModule("two", log: log)])

    let result = try await withBootedRegistry(registry) { log.entries.count }
    await #expect(throws: TestFailure(description: "body failed")) {
      try await withBootedRegistry(registry) { throw TestFailure(description: "body failed") }
    }

    expectEqual(result, 2)
    expectEqual(
      log.entries,
      [
        "willBoot one", "willBoot two", "shutdown two", "shutdown one",
        "willBoot one", "willBoot two", "shutdown two", "shutdown one",
      ])
  }

  @Test func capturedLines_dropOnlyTheFinalNewline() {
    let captured = CapturedConsole()
    captured.console.print("one")
    captured.console.print("")
    captured.console.print("three")

    expectEqual(captured.lines, ["one", "", "three"])
    expectEmpty(CapturedConsole().lines)
  }
}
