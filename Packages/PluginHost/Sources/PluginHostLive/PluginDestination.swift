import Core
import CoreCLI
import PluginKit

/// Where a plugin's route leads: the plugin, the URL as typed and its parameters (the pattern's and the query's).
/// The host shows it by asking the plugin (``present(with:options:in:)``).
public struct PluginDestination: Destination {
  public let plugin: String
  public let url: String
  public let parameters: [String: String]

  public init(plugin: String, url: String, parameters: [String: String]) {
    self.plugin = plugin
    self.url = url
    self.parameters = parameters
  }

  /// Asks the plugin to resolve the route and prints its output as a command's.
  public func present(
    with supervisor: PluginSupervisor, options: PresentationOptions, in context: CommandContext
  ) async throws {
    var request = PluginRequest(type: .route, id: 0)
    request.url = url
    request.parameters = parameters
    let reply = try await supervisor.send(request, to: try supervisor.installed(plugin), language: context.language)
    guard reply.type == .output, let output = reply.output else {
      throw PluginHostError(.garbage, plugin: plugin, detail: "no output")
    }
    try context.emit(PluginOutputText(plugin: plugin, output: output), json: options.json)
  }
}
