import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

/// `store`, with its subcommands listed for the compiler.
private struct TypedStoreCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let hostedSubcommands: [HostedSubcommand<Shelf>] = [.command(StoreAdd.self), .command(StoreList.self)]
  static let configuration = CommandConfiguration(
    commandName: "store", subcommands: HostedSubcommand.types(hostedSubcommands), defaultSubcommand: StoreList.self)
}

/// Lists one subcommand but configures another that expects other dependencies.
private struct PartlyListedCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let hostedSubcommands: [HostedSubcommand<Shelf>] = [.command(StoreAdd.self)]
  static let configuration = CommandConfiguration(
    commandName: "partly", subcommands: [StoreAdd.self, ToolsVersion.self], defaultSubcommand: StoreAdd.self)
}

/// Lists one subcommand twice and leaves out the one that expects other dependencies.
private struct TwiceListedCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let hostedSubcommands: [HostedSubcommand<Shelf>] = [.command(StoreAdd.self), .command(StoreAdd.self)]
  static let configuration = CommandConfiguration(
    commandName: "twice", subcommands: [StoreAdd.self, ToolsVersion.self], defaultSubcommand: StoreAdd.self)
}

/// A group nesting the typed `store` group.
private struct OuterCommand: HostedCommandGroup {
  typealias Dependencies = Shelf
  static let hostedSubcommands: [HostedSubcommand<Shelf>] = [.group(TypedStoreCommand.self)]
  static let configuration = CommandConfiguration(
    commandName: "outer", subcommands: HostedSubcommand.types(hostedSubcommands))
}

struct HostedSubcommandTests {
  @Test func aGroupListingItsSubcommands_registersAndRuns() async throws {
    let shelf = Shelf()
    let registry = try PluginRegistry(modules: [
      CLIModule("typed") { registrar in
        registrar.command(TypedStoreCommand.self) { _ in shelf }
        registrar.command(OuterCommand.self) { _ in shelf }
      }
    ])

    try await registry.run(TypedStoreCommand.self, ["add", "sea"])
    try await expectEqual(registry.run(TypedStoreCommand.self).lines, ["sea"])
    try await expectEqual(registry.run(OuterCommand.self, ["store", "list"]).lines, ["sea"])
  }

  @Test func aListThatIsNotTheConfiguration_isCheckedByAskingTheRuntime() {
    let error = expectThrows(CoreError.self) {
      try PluginRegistry(modules: [CLIModule("partly") { $0.command(PartlyListedCommand.self) { _ in Shelf() } }])
    }

    expectEqual(error?.code, .registrationMismatch)
    expectEqual(error?.detail, "ToolsVersion")
    let twice = expectThrows(CoreError.self) {
      try PluginRegistry(modules: [CLIModule("twice") { $0.command(TwiceListedCommand.self) { _ in Shelf() } }])
    }
    expectEqual(twice?.detail, "ToolsVersion")
  }
}
