import Core

/// The user timer that keeps notifications coming while no `mosaic` runs, as the module that notifies defines it
/// (News: `news watch --once` every 15 minutes, what `mosaic news watch --install` writes), so another feature — the
/// settings sheet, beside "Notifications on" — can offer to install it and say whether it is there without
/// knowing what it runs, and to remove it again. A module provides it through the container; a product without one
/// offers no timer.
///
/// ```swift
/// let timer: NotificationTimerClient = try resolver.resolve()
/// if case .notInstalled = await timer.state() { _ = try await timer.install() }
/// ```
public struct NotificationTimerClient: Sendable {
  /// The units' name, like `mosaic-news-watch`.
  public var name: String
  /// Writes the timer and starts it when the service manager can be reached (``UserTimerClient/install``).
  public var install: @Sendable () async throws -> UserTimerClient.Installation
  /// Stops it and removes its files (``UserTimerClient/uninstall``); `false` when there was nothing to remove.
  public var uninstall: @Sendable () async throws -> Bool
  /// Whether it is installed, and whether it runs.
  public var state: @Sendable () async -> UserTimerClient.State

  public init(
    name: String, install: @escaping @Sendable () async throws -> UserTimerClient.Installation,
    uninstall: @escaping @Sendable () async throws -> Bool,
    state: @escaping @Sendable () async -> UserTimerClient.State
  ) {
    self.name = name
    self.install = install
    self.uninstall = uninstall
    self.state = state
  }

  /// `timer` through `timers`.
  public init(_ timer: UserTimerClient.Timer, on timers: UserTimerClient) {
    self.init(
      name: timer.name, install: { try await timers.install(timer) },
      uninstall: { try await timers.uninstall(timer.name) },
      state: { await timers.state(timer.name) })
  }
}
