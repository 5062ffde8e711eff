import ArgumentParser
import Core
import CoreCLI
import CoreUI
import DataLayer

/// `mosaic ui [mosaic://…] [--no-mouse]`: the interactive terminal app — the tabs and screens the modules
/// contribute — opened at the URL when one is given. Where there is no terminal (`TERM=dumb`, output to a
/// pipe) it says so in one sentence and exits 1.
struct UICommand: HostedCommand, RunsUntilStopped {
  /// The registry's tabs, screens and routes, the terminal, and the services the app uses when they exist.
  struct Dependencies: Sendable {
    let contents: RegistryContents
    let router: Router
    let terminal: HostTerminal
    let cache: CacheStore?
    let changes: DataChangesClient?
  }

  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Open the interactive terminal app, at a mosaic:// URL when one is given."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "A mosaic:// URL to open, like mosaic://photo/ID or mosaic://favorites.")
  var url: String?

  @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal: no clicks or wheel in the app.")
  var noMouse = false

  /// Runs the app on the terminal until the person quits; any other end is an `ExitCode` of 128 plus the
  /// signal. Without a terminal to draw in it says so in one sentence.
  func run(with dependencies: Dependencies, in context: CommandContext) async throws {
    let environment = dependencies.terminal.environment
    guard let access = dependencies.terminal.access, access.isInteractive(environment) else {
      throw HostError(.notATerminal, value: environment["TERM"])
    }
    // A bad URL fails before the terminal changes.
    if let url { _ = try OpenCommand.resolve(url, with: dependencies.router) }
    let session = try access.open(!noMouse)
    defer { session.restore() }
    let exit = try await runApp(dependencies, port: session.port, style: context.style)
    let status = Self.status(exit)
    if status != 0 { throw ExitCode(status) }
  }

  @MainActor
  private func runApp(
    _ dependencies: Dependencies, port: TerminalPort, style: TextStyle
  ) async throws
    -> TerminalApp.Exit
  {
    let noColor = !(dependencies.terminal.environment["NO_COLOR"] ?? "").isEmpty
    // The language and theme the host read from the settings for this run; the Settings tab changes both
    // while the app runs.
    let ui = UIEnvironment(
      language: style.language, theme: UITheme.resolve(style.theme, noColor: noColor), clock: .live,
      mouse: !noMouse)
    let root = TabBarCoordinator(
      tabs: dependencies.contents.contributions(TabContribution.self).map(\.value),
      screens: dependencies.contents.contributions(ScreenContribution.self).map(\.value),
      router: dependencies.router, environment: ui,
      session: dependencies.cache.map { UISession.cached(in: $0) } ?? .noop)
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes = dependencies.changes { watch = { changes.changes() } }
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
