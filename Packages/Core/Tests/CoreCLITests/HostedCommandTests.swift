import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

/// A command whose name comes from its type.
private struct ListPhotosCommand: HostedCommand {
  @OptionGroup var host: HostOptions

  func run(with dependencies: Void, in context: CommandContext) async throws {}
}

struct HostedCommandTests {
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

    let error = await expectThrows(ValidationError.self) { try await command.run() }

    expectEqual(error?.message, "'greet' needs the mosaic host's services; run it as `mosaic greet`.")
  }

  @Test func parsedCommand_runsWithDependenciesBuiltOnceAcrossRuns() async throws {
    let built = Counter()
    let registry = try Self.greeter(built)
    expectEqual(built.value, 0)

    let first = try await registry.run(GreetCommand.self, ["--data-dir", "/tmp/data", "Ana", "Ben"])
    let second = try await registry.run(GreetCommand.self, ["Cy"])

    expectEqual(first.lines, ["Hello, Ana", "Hello, Ben"])
    expectEqual(first.errors, "greeted 2\n")
    expectEqual(second.lines, ["Hello, Cy"])
    expectEqual(built.value, 1)
  }

  @Test func missingDependency_failsTheRunNamingTheModule() async throws {
    let registry = try PluginRegistry(modules: [
      CLIModule("greeter", uses: [ServiceKey(String.self, name: "greeting")]) { registrar in
        registrar.command(GreetCommand.self) { resolver in
          GreetCommand.Dependencies(greeting: try resolver.resolve(String.self, name: "greeting"))
        }
      }
    ])

    let error = await expectThrows(CoreError.self) { try await registry.run(GreetCommand.self, ["Ana"]) }

    expectEqual(error?.code, .serviceNotRegistered)
    expectEqual(error?.service, "String(\"greeting\")")
    expectEqual(error?.value, "greeter")
  }

  @Test func commandWithoutDependencies_runs() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("ping") { $0.command(PingCommand.self) }])

    try await expectEqual(registry.run(PingCommand.self).lines, ["pong"])
    try await expectEqual(
      registry.run(PingCommand.self, style: TextStyle(language: .german)).lines, ["pong auf Deutsch"])
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

    expectEqual(listed.lines, ["sea, fog"])
    expectEqual(byDefault.lines, ["sea, fog"])
    expectEqual(built.value, 1)
  }

  @Test func groupWithoutDefaultSubcommand_isNotRunnable() async throws {
    let registry = try PluginRegistry(modules: [CLIModule("tools") { $0.command(ToolsCommand.self) { _ in () } }])

    let error = await expectThrows(CLIError.self) { try await registry.run(ToolsCommand.self) }

    expectEqual(error?.code, .notRunnable)
    expectEqual(error?.command, "tools")
    try await expectEqual(registry.run(ToolsCommand.self, ["version"]).lines, ["tools 1.0"])
  }

  @Test func groupWhoseSubcommandsExpectOtherDependencies_isRefusedWhenItRegisters() throws {
    let error = expectThrows(CoreError.self) {
      try PluginRegistry(modules: [CLIModule("mixed") { $0.command(MixedCommand.self) { _ in Shelf() } }])
    }

    expectEqual(error?.code, .registrationMismatch)
    expectEqual(error?.module, "mixed")
    expectEqual(error?.value, "mixed")
    expectEqual(error?.detail, "ToolsVersion")
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
    expectEqual(commands.map(\.name), ["greet", "list-photos-command", "store"])
    expectEqual(commands.map(\.abstract), ["Say hello.", "", "Keep words."])
    expectEqual(registry.summaries.map { $0.names(of: "commands") }, [["greet", "list-photos-command", "store"]])
  }
}
