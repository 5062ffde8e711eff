import ArgumentParser
import Core
import CoreCLI
import CoreUI
import DataLayer

/// `mosaic ui [mosaic://…] [--no-mouse]`: the interactive terminal app — the tabs and screens the modules
/// contribute — opened at the URL when one is given. Where there is no terminal (`TERM=dumb`, output to a
/// pipe) it says so in one sentence and exits 1.
struct UICommand: BuiltinCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Open the interactive terminal app, at a mosaic:// URL when one is given."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "A mosaic:// URL to open, like mosaic://photo/ID or mosaic://favorites.")
  var url: String?

  @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal: no clicks or wheel in the app.")
  var noMouse = false

  /// Without a terminal to draw in there is nothing to run.
  func run(registry: PluginRegistry, in context: CommandContext) async throws {
    throw HostError(.notATerminal)
  }

  /// Runs the app on the terminal `access` opens; returns the exit status.
  func run(
    registry: PluginRegistry, in context: CommandContext, terminal access: TerminalAccess?,
    environment: [String: String]
  ) async throws -> Int32 {
    guard let access, access.isInteractive(environment) else {
      throw HostError(.notATerminal, value: environment["TERM"])
    }
    // A bad URL fails before the terminal changes.
    if let url { _ = try OpenCommand.resolve(url, with: registry.router) }
    let session = try access.open(!noMouse)
    defer { session.restore() }
    let exit = try await runApp(
      registry: registry, port: session.port, environment: environment, language: context.language)
    return Self.status(exit)
  }

  @MainActor
  private func runApp(
    registry: PluginRegistry, port: TerminalPort, environment: [String: String], language: Language
  ) async throws -> TerminalApp.Exit {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    // The theme the settings keep (the language came with the command's style); the Settings tab changes
    // both while the app runs.
    let settings = try? registry.container.resolve(SettingsClient.self, requestedBy: "ui")
    let theme = (try? await settings?.load())?.theme ?? .dark
    let ui = UIEnvironment(
      language: language, theme: UITheme.resolve(theme, noColor: noColor), clock: .live, mouse: !noMouse)
    let cache = try? registry.container.resolve(CacheStore.self, requestedBy: "ui")
    let changes = try? registry.container.resolve(DataChangesClient.self, requestedBy: "ui")
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: ui, session: cache.map { UISession.cached(in: $0) } ?? .noop)
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes { watch = { changes.changes() } }
    let app = TerminalApp(root: root, environment: ui, changes: watch)
    return try await app.run(on: port, opening: url)
  }

  /// 0 after `q`; 128 + the signal otherwise, as shells report them.
  static func status(_ exit: TerminalApp.Exit) -> Int32 {
    switch exit {
    case .quit: 0
    case .interrupted: 130
    case .terminated: 143
    case .hangup: 129
    case .aborted: 131
    }
  }
}
