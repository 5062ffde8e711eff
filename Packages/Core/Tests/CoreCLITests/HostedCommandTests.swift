import ArgumentParser
import Core
import CoreCLI
import Testing

private struct EchoCommand: HostedCommand {
  static let configuration = CommandConfiguration(commandName: "echo", abstract: "Repeat the words.")

  @OptionGroup(title: "Host Options") var host: HostOptions
  @Argument var words: [String] = []

  func run(in context: CommandContext) async throws {
    let greeting = try context.resolve(String.self, name: "greeting")
    context.console.print(([greeting] + words).joined(separator: " "))
    context.console.note("echoed \(words.count) words")
  }
}

private struct ListPhotosCommand: HostedCommand {
  @OptionGroup var host: HostOptions

  func run(in context: CommandContext) async throws {}
}

@Suite struct HostedCommandTests {
  @Test func defaultRun_refusesToRunWithoutHost() async throws {
    var command = try EchoCommand.parse(["hello"])

    let error = await #expect(throws: ValidationError.self) { try await command.run() }

    #expect(error?.message == "'echo' needs the mosaic host's services; run it as `mosaic echo`.")
  }

  @Test func nameAndAbstract_comeFromConfiguration() {
    #expect(EchoCommand.moduleCommandName == "echo")
    #expect(EchoCommand.moduleCommandAbstract == "Repeat the words.")
  }

  @Test func nameWithoutConfiguredName_derivesFromTypeName() {
    #expect(ListPhotosCommand.moduleCommandName == "list-photos-command")
    #expect(ListPhotosCommand.moduleCommandAbstract == "")
  }

  @Test func parsedCommand_runsInContext() async throws {
    let registry = try PluginRegistry(modules: [])
    registry.container.register(String.self, name: "greeting") { _ in "hi" }
    let captured = CapturedConsole()
    let context = CommandContext(
      resolver: registry.container.resolver(for: "echo"), console: captured.console, registry: registry)
    let command = try EchoCommand.parse(["--data-dir", "/tmp/data", "sea", "fog"])

    try await command.run(in: context)

    #expect(command.host.dataDirectory == "/tmp/data")
    #expect(captured.output == "hi sea fog\n")
    #expect(captured.errors == "echoed 2 words\n")
  }

  @Test func contextResolve_reportsMissingServiceForTheCommand() async throws {
    let registry = try PluginRegistry(modules: [])
    let context = CommandContext(
      resolver: registry.container.resolver(for: "echo"), console: CapturedConsole().console, registry: registry)

    let error = await #expect(throws: CoreError.self) { try await EchoCommand.parse([]).run(in: context) }

    #expect(error?.code == .serviceNotRegistered)
    #expect(error?.message.contains("'String(\"greeting\")'") == true)
    #expect(error?.message.contains("asked for by 'echo'") == true)
  }

  @Test func hostedCommand_isAModuleCommand() throws {
    let registry = try PluginRegistry(modules: [EchoModule()])

    #expect(registry.commands.map(\.name) == ["echo"])
    #expect(registry.summaries.map(\.commands) == [["echo"]])
  }
}

private struct EchoModule: FeatureModule {
  let id = "echo"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Echo"
  let requires: [ServiceKey] = []
  let provides: [ServiceKey] = []

  func register(into registrar: ModuleRegistrar) {
    registrar.command(EchoCommand.self)
  }
}
