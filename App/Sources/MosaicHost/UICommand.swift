import ArgumentParser
import Core
import CoreCLI
import CoreUI
import DataLayer
import MosaicConfig
import TerminalGraphics

/// `mosaic ui [mosaic://…] [--no-mouse] [--graphics MODE]`: the interactive terminal app — the tabs and
/// screens the modules contribute — opened at the URL when one is given. Pictures are drawn by the protocol
/// the terminal answers it speaks (kitty's, Sixel, iTerm2's), else in half blocks, unless `--graphics` or the
/// configuration file says. `--accessible` (or `accessible: true` in the file) presents every screen as plain
/// lines for a screen reader instead. Where there is no terminal (`TERM=dumb` without `--accessible`, output to
/// a pipe) it says so in one sentence and exits 1.
struct UICommand: HostedCommand, RunsUntilStopped {
  /// The registry's tabs, screens and routes, the terminal, the run's configuration, and the services the app
  /// uses when they exist.
  struct Dependencies: Sendable {
    let contents: RegistryContents
    let router: Router
    let terminal: HostTerminal
    let configuration: HostConfiguration
    let cache: CacheStore?
    let changes: DataChangesClient?
    /// The stored settings, followed while the app runs so a change from another shell shows.
    let settings: SettingsClient?
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

  @Flag(help: "Plain lines for a screen reader: one item per line, changes announced, no boxes or pictures.")
  var accessible = false

  @Option(help: "How pictures are drawn: auto (ask the terminal), truecolor, 256, kitty, sixel, iterm2 or text.")
  var graphics = "auto"

  func validate() throws {
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

  /// Runs the app on the terminal until the person quits; any other end is an `ExitCode` of 128 plus the
  /// signal. Without a terminal to draw in it says so in one sentence.
  func run(with dependencies: Dependencies, in context: CommandContext) async throws {
    let environment = dependencies.terminal.environment
    // The configuration file: read before the terminal changes; a bad one gives the defaults and a note.
    let loaded = dependencies.configuration.config.load()
    let accessible = self.accessible || loaded.config.accessible
    guard let access = dependencies.terminal.access,
      access.isInteractive(accessible ? AccessibleMode.checked(environment) : environment)
    else {
      throw HostError(.notATerminal, value: environment["TERM"])
    }
    // A bad URL fails before the terminal changes.
    if let url { _ = try OpenCommand.resolve(url, with: dependencies.router) }
    // The accessible mode draws no pictures, so it asks the terminal nothing.
    let requested: GraphicsMode? = accessible ? .text : GraphicsMode(name: graphics) ?? loaded.config.graphics
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let options = TerminalOptions(
      mouse: !noMouse && !accessible, asksGraphics: requested.map(\.sendsPixels) ?? !noColor,
      insideTmux: TmuxPassthrough.isInside(environment), fullScreen: !accessible)
    let session = try access.open(options)
    defer { session.restore() }
    let target = Self.graphics(
      requested: requested, answers: session.answers, size: session.port.size(), environment: environment)
    let offer = !accessible && AccessibleMode.isSuggested(by: environment)
    let exit = try await runApp(
      dependencies, port: session.port, style: context.style, graphics: target, config: loaded.config,
      accessible: accessible,
      notice: Self.notice(loaded.problems, language: context.language)
        ?? (offer ? AccessibleMode.suggestion(context.language) : nil))
    let status = Self.status(exit)
    if status != 0 { throw ExitCode(status) }
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
    _ dependencies: Dependencies, port: TerminalPort, style: TextStyle, graphics: GraphicsTarget,
    config: MosaicConfig, accessible: Bool, notice: String?
  ) async throws -> TerminalApp.Exit {
    let noColor = !(dependencies.terminal.environment["NO_COLOR"] ?? "").isEmpty
    // The language and theme the host read from the settings for this run; the Settings tab changes both
    // while the app runs.
    let ui = UIEnvironment(
      language: style.language, theme: UITheme.resolve(style.theme, noColor: noColor), clock: .live,
      mouse: !noMouse && !accessible, graphics: graphics, keys: config.keys, colors: config.colors,
      presentation: accessible ? .transcript : .cells)
    let root = TabBarCoordinator(
      tabs: dependencies.contents.contributions(TabContribution.self).map(\.value),
      screens: dependencies.contents.contributions(ScreenContribution.self).map(\.value),
      router: dependencies.router, environment: ui,
      session: (dependencies.cache.map { UISession.cached(in: $0) } ?? .noop).opening(on: config.defaultTab))
    var watch: (@Sendable () -> AsyncStream<Void>)?
    if let changes = dependencies.changes { watch = { changes.changes() } }
    let app = TerminalApp(root: root, environment: ui, changes: watch)
    let follower = dependencies.changes.flatMap { changes in
      dependencies.settings.map { SettingsFollower(settings: $0, changes: changes, environment: ui).start() }
    }
    defer { follower?.cancel() }
    app.notice = notice
    app.paletteHistory = dependencies.cache.map { PaletteHistory.cached(in: $0) } ?? .inMemory()
    app.paletteOffers = dependencies.contents.contributions(PaletteContribution.self).map(\.value)
    // The modules' work beside the app (the news watch), ended with it.
    app.backgroundTasks = dependencies.contents.contributions(BackgroundTaskContribution.self).map(\.value)
    app.taskEnvironment = dependencies.terminal.environment
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
