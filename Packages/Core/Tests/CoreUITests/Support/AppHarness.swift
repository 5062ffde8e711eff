import Core
import CoreUI
import CoreUITestSupport

/// The whole app over an in-memory terminal: a registry of `modules`, the tab coordinator, the loop
/// running in a task.
@MainActor
final class AppHarness {
  let registry: PluginRegistry
  let root: TabBarCoordinator
  let app: TerminalApp
  let terminal: InMemoryTerminal
  let environment: UIEnvironment
  let session: UISession
  private var run: Task<TerminalApp.Exit, any Error>?

  init(
    modules: [any FeatureModule] = [LettersModule(), LetterModule(), NumbersModule()],
    size: Size = Size(width: 60, height: 20),
    language: Language = .english, theme: UITheme = .monochrome, session: UISession = .inMemory(),
    changes: (@Sendable () -> AsyncStream<Void>)? = nil, keys: KeyBindings = .standard,
    presentation: UIPresentation = .cells
  ) throws {
    registry = try PluginRegistry(modules: modules)
    environment = UIEnvironment(
      language: language, theme: theme, clock: .live, mouse: true, keys: keys, presentation: presentation)
    self.session = session
    root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: environment, session: session)
    app = TerminalApp(root: root, environment: environment, changes: changes)
    terminal = InMemoryTerminal(size: size, records: presentation == .transcript)
  }

  /// Starts the loop, opening `url`, and waits for the first frame.
  func start(opening url: String? = nil, waitingFor text: String = "Letter") async throws {
    let app = self.app
    let port = terminal.port
    run = Task { try await app.run(on: port, opening: url) }
    try await terminal.waitFor(text)
  }

  /// Types `text` and waits until the screen shows `expected`.
  func type(_ text: String, until expected: String) async throws {
    terminal.send(text)
    try await terminal.waitFor(expected)
  }

  /// How the loop ended.
  func exit() async throws -> TerminalApp.Exit {
    guard let run else { throw TerminalWaitError("the app was not started") }
    return try await run.value
  }

  var screen: VirtualTerminal { terminal.screen }
}
