import Core

/// Work a module runs beside the terminal app while it runs, like watching feeds for new headlines. The app
/// starts each once it has drawn its first frame and cancels it when it ends (`q`, a signal, the terminal gone);
/// the task speaks to the person through its ``BackgroundTaskContext``: a status line over the key bar, and the
/// terminal's bell. Nothing here is tied to one system: a task sleeps on a clock and asks its services.
///
/// ```swift
/// registrar.backgroundTask("news-watch") { resolver in
///   AppWatch(news: try resolver.resolve(), settings: try resolver.resolve())
/// } run: { watch, context in
///   await watch.run(in: context)
/// }
/// ```
public struct BackgroundTaskContribution: Contribution {
  public static let kind = "background"

  /// Stable, like `news-watch`.
  public let name: String
  private let make: @Sendable () throws -> @Sendable (BackgroundTaskContext) async -> Void

  init<Dependencies: Sendable>(
    name: String, dependencies: Deferred<Dependencies>,
    run: @escaping @Sendable (Dependencies, BackgroundTaskContext) async -> Void
  ) {
    self.name = name
    self.make = {
      let built = try dependencies.value()
      return { context in await run(built, context) }
    }
  }

  /// Runs the task until it ends or is cancelled. A task whose dependencies cannot be built does not run: the
  /// app goes on without it (its screens say what is missing when they need it).
  public func run(in context: BackgroundTaskContext) async {
    guard let body = try? make() else { return }
    await body(context)
  }
}

/// What a background task gets from the app it runs beside.
public struct BackgroundTaskContext: Sendable {
  /// The process's environment as the host read it, for a task's overrides (`MOSAIC_WATCH_INTERVAL`).
  public let environment: [String: String]
  /// The language the app shows now (it follows the settings while the app runs).
  public let language: @Sendable () async -> Language
  /// Shows `text`, in the app's language, as a status line over the key bar until the next key, and rings the
  /// terminal's bell when `bell` is set. A later status replaces it.
  public let announce: @Sendable (_ text: LocalizedText, _ bell: Bool) async -> Void

  public init(
    environment: [String: String], language: @escaping @Sendable () async -> Language,
    announce: @escaping @Sendable (_ text: LocalizedText, _ bell: Bool) async -> Void
  ) {
    self.environment = environment
    self.language = language
    self.announce = announce
  }
}

extension ModuleRegistrar {
  /// Contributes a task the terminal app runs while it runs: `run` gets the dependencies `make` builds once, on
  /// first use, and the app's ``BackgroundTaskContext``; it is cancelled when the app ends.
  public func backgroundTask<Dependencies: Sendable>(
    _ name: String, with make: @escaping @Sendable (Resolver) throws -> Dependencies,
    run: @escaping @Sendable (Dependencies, BackgroundTaskContext) async -> Void
  ) {
    contribute(BackgroundTaskContribution(name: name, dependencies: deferred(make), run: run))
  }
}
