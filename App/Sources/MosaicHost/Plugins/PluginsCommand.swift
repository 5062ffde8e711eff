import ArgumentParser
import CoreCLI
import Foundation
import PluginHostLive
import PluginKit

/// `mosaic plugins add PATH | list | remove ID | trust ID | log ID`: the installed plugins, their trust and their logs.
struct PluginsCommand: HostedCommandGroup {
  typealias Dependencies = PluginAdmin

  static let hostedSubcommands: [HostedSubcommand<PluginAdmin>] = [
    .command(List.self), .command(Add.self), .command(Remove.self), .command(Trust.self), .command(Log.self),
  ]

  static let configuration = CommandConfiguration(
    commandName: "plugins",
    abstract: "Add, list, remove or trust plugins, and read their logs (docs/plugins.md).",
    subcommands: HostedSubcommand.types(hostedSubcommands),
    defaultSubcommand: List.self
  )

  struct List: HostedCommand {
    typealias Dependencies = PluginAdmin
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the installed plugins, their contributions and whether they are trusted.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document instead of a listing.") var json = false

    func run(with admin: PluginAdmin, in context: CommandContext) async throws {
      let plugins = try admin.store.installed()
      let entries = plugins.map { PluginsOutput.Entry($0, status: admin.status(of: $0)) }
      try context.emit(PluginsOutput(plugins: entries, landlockABI: PluginSandbox.landlockABI), json: json)
    }
  }

  struct Add: HostedCommand {
    typealias Dependencies = PluginAdmin
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Install the plugin in PATH (the folder of its mosaic-plugin.json) and trust its executable.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The plugin's folder, or its mosaic-plugin.json.") var path: String
    @Flag(help: "Link the plugin where it is, for development: nothing is copied and a rebuild needs no trust.")
    var dev = false
    @Flag(help: "Print one JSON document.") var json = false

    func run(with admin: PluginAdmin, in context: CommandContext) async throws {
      let installed = try admin.store.installed()
      let check = { (manifest: PluginManifest) in try InstalledPlugins.checkClash(manifest, installed: installed) }
      let source = URL(fileURLWithPath: path)
      let plugin =
        dev
        ? try admin.store.addDev(from: source, protecting: admin.protectedFolders, check: check)
        : try admin.store.add(from: source, check: check)
      try context.emit(
        PluginChange(.added, PluginsOutput.Entry(plugin, status: dev ? .dev : .trusted)), json: json)
    }
  }

  struct Remove: HostedCommand {
    typealias Dependencies = PluginAdmin
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Uninstall a plugin: its files, its log and what it stored.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The plugin's id, as `mosaic plugins list` shows it.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with admin: PluginAdmin, in context: CommandContext) async throws {
      let plugin = try admin.supervisor.installed(id)
      try await admin.supervisor.remove(id)
      try context.emit(PluginChange(.removed, PluginsOutput.Entry(plugin, status: .trusted)), json: json)
    }
  }

  struct Trust: HostedCommand {
    typealias Dependencies = PluginAdmin
    static let configuration = CommandConfiguration(
      commandName: "trust", abstract: "Trust a plugin's executable as it is now, after you changed it.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The plugin's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with admin: PluginAdmin, in context: CommandContext) async throws {
      let plugin = try admin.store.trust(id)
      try context.emit(PluginChange(.trusted, PluginsOutput.Entry(plugin, status: .trusted)), json: json)
    }
  }

  struct Log: HostedCommand {
    typealias Dependencies = PluginAdmin
    static let configuration = CommandConfiguration(
      commandName: "log", abstract: "Print the end of a plugin's log (what it wrote to standard error).")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The plugin's id.") var id: String
    @Option(help: "How many lines, 1 to 10000.") var lines = 50

    func validate() throws {
      guard (1...10_000).contains(lines) else {
        throw ValidationError("--lines is '\(lines)', which is not from 1 to 10000; pass a number in that range.")
      }
    }

    func run(with admin: PluginAdmin, in context: CommandContext) async throws {
      for line in try admin.log(of: id, lines: lines) { context.console.print(TerminalText.line(line)) }
    }
  }
}
