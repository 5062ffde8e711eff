import Core
import CoreCLI
import PluginKit

/// What a plugin command runs with: the supervisor that starts the plugin, the plugin and the command's manifest
/// entry.
struct PluginCommandTarget: Sendable {
  let supervisor: PluginSupervisor
  let plugin: InstalledPlugin
  let spec: CommandSpec

  func run(_ words: [String], json: Bool, in context: CommandContext) async throws {
    let line = try PluginCommandLine(words, spec: spec)
    var request = PluginRequest(type: .run, id: 0)
    request.command = spec.name
    request.arguments = line.arguments
    request.options = line.options
    request.flags = line.flags
    let reply = try await supervisor.send(request, to: plugin, language: context.language)
    guard reply.type == .output, let output = reply.output else {
      throw PluginHostError(.garbage, plugin: plugin.manifest.id, detail: "no output")
    }
    try context.emit(PluginOutputText(plugin: plugin.manifest.id, output: output), json: json)
  }
}

/// A plugin's output as a command's: the title, `label  value` rows and the lines as text (each line cleaned of
/// controls by ``CommandContext/emit(_:json:)``), or the same value as JSON. At most 1,000 lines and 200 fields.
public struct PluginOutputText: CommandOutput {
  public let plugin: String
  public let title: String?
  public let fields: [PluginOutput.Field]
  public let lines: [String]

  public init(plugin: String, output: PluginOutput) {
    self.plugin = plugin
    self.title = output.title.map { PluginHostText.clean($0, limit: 200) }
    self.fields = output.fields.prefix(200).map {
      PluginOutput.Field(
        label: PluginHostText.clean($0.label, limit: 60), value: PluginHostText.clean($0.value, limit: 2000))
    }
    self.lines = output.lines.prefix(1000).map { PluginHostText.clean($0, limit: 2000) }
  }

  public func lines(in style: TextStyle) -> [String] {
    let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
    return (title.map { [style.palette.paint($0, .heading)] } ?? [])
      + fields.map { TerminalText.pad($0.label, width: width) + "  " + $0.value } + lines
  }
}
