import Core
import CoreUI
import Foundation

/// The whole terminal app over an ``InMemoryTerminal``, for feature tests: the tabs, screens and palette places
/// of a registry's modules, a stopped clock (the spinner never turns, so frames are repeatable) and UTC.
///
/// ```swift
/// let app = TestApp(registry: registry, size: Size(width: 80, height: 24))
/// app.start()
/// try await app.terminal.waitFor("Gallery")
/// try await app.settle()          // every screen's work done, and drawn
/// app.terminal.send("q")
/// #expect(try await app.exit() == .quit)
/// ```
@MainActor
public final class TestApp {
  public let terminal: InMemoryTerminal
  public let environment: UIEnvironment
  public let root: TabBarCoordinator
  public let app: TerminalApp
  private var run: Task<TerminalApp.Exit, any Error>?
  private var idlesSent = 0
  private var idlesHandled = 0
  private var idleWaiters: [(count: Int, resume: CheckedContinuation<Void, Never>)] = []

  public init(
    registry: PluginRegistry, size: Size, language: Language = .english, theme: UITheme = .dark,
    session: UISession = .inMemory(), changes: (@Sendable () -> AsyncStream<Void>)? = nil, clock: UIClock = .stopped
  ) {
    terminal = InMemoryTerminal(size: size)
    environment = UIEnvironment(
      language: language, theme: theme, clock: clock, mouse: true, timeZone: TimeZone(identifier: "UTC") ?? .current)
    root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: environment, session: session)
    app = TerminalApp(root: root, environment: environment, changes: changes)
    // The palette offers what the modules offer, as in `mosaic ui`.
    app.paletteOffers = registry.contributions(PaletteContribution.self).map(\.value)
    app.onHandled = { [weak self] event in
      if event == .inputIdle { self?.handledIdle() }
    }
  }

  /// Starts the loop, opening `url` when given.
  public func start(opening url: String? = nil) {
    let app = self.app
    let port = terminal.port
    run = Task { try await app.run(on: port, opening: url) }
  }

  /// Waits until the events sent so far are handled, every screen's work is done, and the frame after it
  /// is drawn.
  public func settle() async {
    await drain()
    for screen in root.tabs.flatMap(\.stack.screens) { await screen.settle() }
    await drain()
  }

  /// Waits until every event sent so far is handled and the frame after it drawn: sends a pause in the
  /// input, which the loop handles after everything before it, and waits for it.
  private func drain() async {
    idlesSent += 1
    let target = idlesSent
    terminal.idle()
    await withCheckedContinuation { resume in
      if idlesHandled >= target { resume.resume() } else { idleWaiters.append((target, resume)) }
    }
  }

  /// Types `keys`, then waits as ``settle()`` does.
  public func press(_ keys: String) async {
    terminal.send(keys)
    await settle()
  }

  /// Ends the loop (as `q` or a signal would) and returns how it ended.
  public func exit(_ event: TerminalEvent = .terminate) async throws -> TerminalApp.Exit {
    guard let run else { throw TerminalWaitError("The app was not started.") }
    terminal.report(event)
    return try await run.value
  }

  /// How the loop ended on its own (after `q`).
  public func ended() async throws -> TerminalApp.Exit {
    guard let run else { throw TerminalWaitError("The app was not started.") }
    return try await run.value
  }

  private func handledIdle() {
    idlesHandled += 1
    let ready = idleWaiters.filter { $0.count <= idlesHandled }
    idleWaiters.removeAll { $0.count <= idlesHandled }
    for waiter in ready { waiter.resume.resume() }
  }
}

extension UIClock {
  /// A clock that never moves: its sleeps last until cancelled, so nothing animates.
  public static let stopped = UIClock(
    now: { .zero },
    sleep: { _ in
      while true { try await Task.sleep(for: .seconds(3600)) }
    })
}

/// One combination a golden screen is drawn in: a size, a theme and a language.
public struct GoldenCase: Sendable {
  public let size: Size
  public let theme: UITheme
  public let language: Language

  public init(size: Size, theme: UITheme, language: Language) {
    self.size = size
    self.theme = theme
    self.language = language
  }

  /// The sizes every screen is checked at.
  public static let sizes = [
    Size(width: 60, height: 20), Size(width: 80, height: 24), Size(width: 120, height: 40),
    Size(width: 200, height: 60),
  ]

  /// Every size in both themes and both languages: 16 cases.
  public static let all: [GoldenCase] = sizes.flatMap { size in
    [UITheme.dark, .light].flatMap { theme in
      Language.allCases.map { GoldenCase(size: size, theme: theme, language: $0) }
    }
  }

  /// One size in both themes, both languages and without color.
  public static func at(_ size: Size) -> [GoldenCase] {
    [UITheme.dark, .light, .monochrome].flatMap { theme in
      Language.allCases.map { GoldenCase(size: size, theme: theme, language: $0) }
    }
  }

  public var themeName: String { theme.name?.rawValue ?? "mono" }

  /// `gallery-80x24-dark-en.txt`.
  public func fileName(_ screen: String) -> String {
    "\(screen)-\(size.width)x\(size.height)-\(themeName)-\(language.rawValue).txt"
  }

  public var testDescription: String { "\(size) \(themeName) \(language.rawValue)" }
}
