import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

/// Another command that calls itself `greet`.
private struct OtherGreetCommand: HostedCommand {
  static let configuration = CommandConfiguration(commandName: "greet")
  @OptionGroup var host: HostOptions

  func run(with dependencies: Void, in context: CommandContext) async throws {}
}

struct CommandContributionTests {
  private static func contribution(_ command: any ParsableCommand.Type) throws -> CommandContribution {
    let registry = try PluginRegistry(modules: [
      CLIModule("commands") { registrar in
        registrar.command(GreetCommand.self) { _ in GreetCommand.Dependencies(greeting: "Hi") }
        registrar.command(StoreCommand.self) { _ in Shelf() }
        registrar.command(ToolsCommand.self) { _ in () }
      }
    ])
    return try requireValue(
      registry.contributions(CommandContribution.self).first {
        ObjectIdentifier($0.value.command) == ObjectIdentifier(command)
      }
    ).value
  }

  @Test(arguments: [["add", "sea"], ["list"], []])
  func group_containsItsSubcommands(arguments: [String]) throws {
    let store = try Self.contribution(StoreCommand.self)

    #expect(store.contains(try StoreCommand.parseAsRoot(arguments)))
  }

  @Test func contribution_doesNotContainOtherCommands() throws {
    let store = try Self.contribution(StoreCommand.self)
    let tools = try Self.contribution(ToolsCommand.self)

    #expect(!store.contains(try GreetCommand.parseAsRoot(["Ana"])))
    #expect(!store.contains(try ToolsCommand.parseAsRoot(["version"])))
    #expect(tools.contains(try ToolsCommand.parseAsRoot([])))
    #expect(tools.contains(try ToolsCommand.parseAsRoot(["version"])))
  }

  @Test func running_aCommandOfAnotherContribution_isNotRunnable() async throws {
    let store = try Self.contribution(StoreCommand.self)

    let error = await expectThrows(CLIError.self) {
      try await store.run(try ToolsCommand.parseAsRoot([]), in: CommandContext(console: CapturedConsole().console))
    }
    expectEqual(error?.code, .notRunnable)
  }

  @Test func sameCommandNameFromTwoModules_isRefused() {
    let error = expectThrows(CoreError.self) {
      _ = try PluginRegistry(modules: [
        CLIModule("one") { $0.command(GreetCommand.self) { _ in GreetCommand.Dependencies(greeting: "Hi") } },
        CLIModule("two") { $0.command(OtherGreetCommand.self) },
      ])
    }

    expectEqual(error?.code, .duplicateContribution)
    expectEqual(error?.module, "two")
    expectEqual(error?.value, "greet")
    expectEqual(error?.message.contains("Modules 'one' and 'two' both contribute the command 'greet'"), true)
  }

  @Test func sameCommandTwiceFromOneModule_isRefused() {
    let error = expectThrows(CoreError.self) {
      _ = try PluginRegistry(modules: [
        CLIModule("one") { registrar in
          registrar.command(OtherGreetCommand.self)
          registrar.command(OtherGreetCommand.self)
        }
      ])
    }

    expectEqual(error?.code, .duplicateContribution)
    expectEqual(error?.message.contains("Module 'one' contributes the command 'greet' twice"), true)
  }
}
