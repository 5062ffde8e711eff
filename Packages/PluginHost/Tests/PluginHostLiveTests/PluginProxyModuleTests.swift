import ArgumentParser
import Core
import CoreCLI
import Foundation
import PluginHostLive
import PluginKit
import Testing

/// A built-in module with the command `fake` and the route `mosaic://fake`, to clash with.
private struct BuiltInModule: FeatureModule {
  struct FakeCommand: HostedCommand {
    static let configuration = CommandConfiguration(commandName: "fake")
    @OptionGroup var host: HostOptions
    func run(with dependencies: Void, in context: CommandContext) async throws {}
  }
  struct FakeDestination: Destination {}

  let id = "builtin"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Built in"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }
  let command: Bool

  func register(into registrar: ModuleRegistrar) throws {
    if command {
      registrar.command(FakeCommand.self)
    } else {
      try registrar.route("fake", summary: "Fake") { _ in FakeDestination() }
    }
  }
}

/// Provides the supervisor, as the App's PluginsModule does.
struct SupervisorModule: FeatureModule {
  let supervisor: PluginSupervisor
  let id = "plugins"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Plugins"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [ServiceKey(PluginSupervisor.self)] }

  func register(into registrar: ModuleRegistrar) throws {
    let supervisor = supervisor
    registrar.register(PluginSupervisor.self, scope: .singleton) { _ in supervisor }
  }
}

@Suite struct PluginProxyModuleTests {
  static let answer = """
    send({"type": "output", "id": req["id"], "output": {"lines": ["route " + req["parameters"].get("day", "")]}})
    """

  @Test(arguments: [true, false])
  func clashWithABuiltIn_isRefusedNamingBoth(command: Bool) async throws {
    let fake = try FakePlugin(behaviour: Self.answer, routes: [RouteSpec(pattern: "fake", summary: "Fake")])
    #expect {
      try PluginRegistry(modules: [
        SupervisorModule(supervisor: fake.supervisor()), BuiltInModule(command: command),
        PluginProxyModule(fake.plugin),
      ])
    } throws: { error in
      guard let error = error as? CoreError, error.code == .duplicateContribution else { return false }
      return error.message.contains("'builtin'") && error.message.contains("'plugin.fake'")
    }
  }

  @Test func contributions_registerWithoutStartingThePlugin_andARouteReachesIt() async throws {
    let fake = try FakePlugin(
      behaviour: Self.answer, commands: [CommandSpec(name: "other", summary: LocalizedText(en: "Other"))],
      routes: [RouteSpec(pattern: "fake/:day", summary: "A day")])
    let supervisor = fake.supervisor()
    defer { supervisor.shutdown() }
    let registry = try PluginRegistry(modules: [
      SupervisorModule(supervisor: supervisor), PluginProxyModule(fake.plugin),
    ])
    try await registry.boot()
    #expect(registry.contributions(CommandContribution.self).map(\.value.name) == ["other"])
    #expect(supervisor.running.isEmpty)

    let resolution = try registry.router.resolve("mosaic://fake/monday")
    let destination = try #require(resolution.destination as? PluginDestination)
    let captured = CapturedConsole()
    try await destination.present(
      with: supervisor, options: PresentationOptions(), in: CommandContext(console: captured.console))
    #expect(captured.output == "route monday\n")
    #expect(supervisor.running == ["fake"])
    await registry.shutdown()
  }
}
