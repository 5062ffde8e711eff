import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import Testing

/// A command whose name comes from its type.
private struct ListPhotosCommand: HostedCommand {
  @OptionGroup var host: HostOptions

  func run(with dependencies: Void, in context: CommandContext) async throws {}
}

@Suite struct HostedCommandTests {
  /// A registry whose `greet` builds its dependencies from the host's `String`, counting the builds.
  private static func greeter(_ built: Counter) throws -> PluginRegistry {
    try PluginRegistry(
      modules: [
        CLIModule("greeter", requires: [ServiceKey(String.self)]) { registrar in
          registrar.command(GreetCommand.self) { resolver in
            built.increment()
            return GreetCommand.Dependencies(greeting: try resolver.resolve(String.self))
          }
        }
      ], serving: [.value("Hello")])
  }

  @Test func defaultRun_refusesToRunWithoutHost() async throws {
    var command = try GreetCommand.parse(["Ana"])

    let error = await #expect(throws: ValidationError.self) { try await command.run() }

    #expect(error?.message == "'greet' needs the mosaic host's services; run it as `mosaic greet`.")
  }

  @Test func parsedCommand_runsWithDependenciesBuiltOnceAcrossRuns() async throws {
    let built = Counter()
    let registry = try Self.greeter(built)
    #expect(built.value == 0)

    let first = try await registry.run(GreetCommand.self, ["--data-dir", "/tmp/data", "Ana", "Ben"])
    let second = try await registry.run(GreetCommand.self, ["Cy"])

    #expect(first.lines == ["Hello, Ana", "Hello, Ben"])
    #expect(first.errors == "greeted 2\n")
    #expect(second.lines == ["Hello, Cy"])
    #expect(built.value == 1)
  }

  @Test func missingDependency_failsTheRunNamingTheModule() async throws {
    let registry = try PluginRegistry(modules: [
      CLIModule("greeter", uses: [ServiceKey(String.self, name: "greeting")]) { registrar in
        registrar.command(GreetCommand.self) { resolver in
          GreetCommand.Dependencies(greeting: try resolver.resolve(String.self, name: "greeting"))
        }
      }
    ])

    let error = await #expect(throws: CoreError.self) { try await registry.run(GreetCommand.self, ["Ana"]) }

    #expect(error?.code == .serviceNotRegistered)
    #expect(error?.service == "String(\"greeting\")")
    #expect(error?.value == "greeter")
  }

  @Test func commandWithoutDependencies_runs() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("ping") { $0.command(PingCommand.self) }])

    #expect(try await registry.run(PingCommand.self).lines == ["pong"])
    #expect(try await registry.run(PingCommand.self, style: TextStyle(language: .german)).lines == ["pong auf Deutsch"])
  }

  @Test func subcommandsOfAGroup_shareDependenciesBuiltOnce() async throws {
    let built = Counter()
    let registry = try PluginRegistry(modules: [
      CLIModule("store") { registrar in
        registrar.command(StoreCommand.self) { _ in
          built.increment()
          return Shelf()
        }
      }
    ])

    try await registry.run(StoreCommand.self, ["add", "sea"])
    try await registry.run(StoreCommand.self, ["add", "fog"])
    let listed = try await registry.run(StoreCommand.self, ["list"])
    let byDefault = try await registry.run(StoreCommand.self)

    #expect(listed.lines == ["sea, fog"])
    #expect(byDefault.lines == ["sea, fog"])
    #expect(built.value == 1)
  }

  @Test func groupWithoutDefaultSubcommand_isNotRunnable() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("tools") { $0.command(ToolsCommand.self) { _ in () } }])

    let error = await #expect(throws: CLIError.self) { try await registry.run(ToolsCommand.self) }

    #expect(error?.code == .notRunnable)
    #expect(error?.command == "tools")
    #expect(try await registry.run(ToolsCommand.self, ["version"]).lines == ["tools 1.0"])
  }

  @Test func groupWhoseSubcommandsExpectOtherDependencies_isRefusedWhenItRegisters() throws {
    let error = #expect(throws: CoreError.self) {
      try PluginRegistry(modules: [CLIModule("mixed") { $0.command(MixedCommand.self) { _ in Shelf() } }])
    }

    #expect(error?.code == .registrationMismatch)
    #expect(error?.module == "mixed")
    #expect(error?.value == "mixed")
    #expect(error?.detail == "ToolsVersion")
  }

  @Test func nameAndAbstract_comeFromConfiguration_orTheTypeName() throws {
    let registry = try PluginRegistry(modules: [
      CLIModule("commands") { registrar in
        registrar.command(GreetCommand.self) { _ in GreetCommand.Dependencies(greeting: "Hi") }
        registrar.command(ListPhotosCommand.self)
        registrar.command(StoreCommand.self) { _ in Shelf() }
      }
    ])

    let commands = registry.contributions(CommandContribution.self).map(\.value)
    #expect(commands.map(\.name) == ["greet", "list-photos-command", "store"])
    #expect(commands.map(\.abstract) == ["Say hello.", "", "Keep words."])
    #expect(registry.summaries.map { $0.names(of: "commands") } == [["greet", "list-photos-command", "store"]])
  }
}
