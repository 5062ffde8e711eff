import ArgumentParser
import Core
import CoreCLI
import CoreUI
import DataLayer
import MosaicConfig
import TerminalGraphics

/// `mosaic ui [mosaic://…] [--no-mouse] [--graphics MODE]`: the interactive terminal app — the tabs and
/// screens the modules contribute — opened at the URL when one is given. Pictures are drawn by the protocol
/// the terminal answers it speaks (kitty's, Sixel, iTerm2's), else in half blocks, unless `--graphics` says.
/// Where there is no terminal (`TERM=dumb`, output to a pipe) it says so in one sentence and exits 1.
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

  @Option(help: "How pictures are drawn: auto (ask the terminal), truecolor, 256, kitty, sixel, iterm2 or text.")
  var graphics = "auto"

  func validate() throws {
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

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
    // The configuration file: read before the terminal changes; a bad one gives the defaults and a note.
    let loaded = (try? registry.container.resolve(HostConfiguration.self, requestedBy: "ui"))?.config.load()
    let config = loaded?.config ?? .defaults
    let requested = GraphicsMode(name: graphics) ?? config.graphics
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let options = TerminalOptions(
      mouse: !noMouse, asksGraphics: requested.map(\.sendsPixels) ?? !noColor,
      insideTmux: TmuxPassthrough.isInside(environment))
    let session = try access.open(options)
    defer { session.restore() }
    let target = Self.graphics(
      requested: requested, answers: session.answers, size: session.port.size(), environment: environment)
    let exit = try await runApp(
      registry: registry, port: session.port, environment: environment, language: context.language, graphics: target,
      config: config, notice: loaded.flatMap { Self.notice($0.problems, language: context.language) })
    return Self.status(exit)
  }

  /// How the app draws pictures: the mode asked for (a configuration value may be passed the same way), else
  /// what the terminal answered; the cell's pixels as answered (else 8 × 16); PNG files by libpng.
  static func graphics(
    requested: GraphicsMode?, answers: TerminalAnswers, size: Size, environment: [String: String]
  ) -> GraphicsTarget {
    let mode = GraphicsMode.resolve(
      override: requested, answers: answers, environment: environment, isTerminal: true, asked: true)
    return GraphicsTarget(
      mode: mode, cell: answers.cell(columns: size.width, rows: size.height) ?? .assumed,
      insideTmux: TmuxPassthrough.isInside(environment), png: TerminalDetection.png,
      firstImageID: TerminalDetection.firstImageID())
  }

  @MainActor
  private func runApp(
    registry: PluginRegistry, port: TerminalPort, environment: [String: String], language: Language,
    graphics: GraphicsTarget, config: MosaicConfig, notice: String?
  ) async throws -> TerminalApp.Exit {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    // The theme the settings keep (the language came with the command's style); the Settings tab changes
    // both while the app runs.
    let settings = try? registry.container.resolve(SettingsClient.self, requestedBy: "ui")
    let theme = (try? await settings?.load())?.theme ?? .dark
    let ui = UIEnvironment(
      language: language, theme: UITheme.resolve(theme, noColor: noColor), clock: .live, mouse: !noMouse,
      graphics: graphics, keys: config.keys, colors: config.colors)
    let cache = try? registry.container.resolve(CacheStore.self, requestedBy: "ui")
    let changes = try? registry.container.resolve(DataChangesClient.self, requestedBy: "ui")
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: ui,
      session: (cache.map { UISession.cached(in: $0) } ?? .noop).opening(on: config.defaultTab))
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes { watch = { changes.changes() } }
    let app = TerminalApp(root: root, environment: ui, changes: watch)
    app.notice = notice
    return try await app.run(on: port, opening: url)
  }

  /// What the app says on its first frame about a configuration file with mistakes: the one mistake, or how
  /// many there are and where to see them.
  static func notice(_ problems: [ConfigProblem], language: Language) -> String? {
    guard let first = problems.first else { return nil }
    guard problems.count > 1 else { return first.message(in: language) }
    return language.pick(
      en: "The configuration file has \(problems.count) mistakes, left at their defaults; `mosaic config check` "
        + "names each.",
      de: "Die Konfigurationsdatei hat \(problems.count) Fehler, dort gelten die Voreinstellungen; "
        + "`mosaic config check` nennt jeden.")
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
