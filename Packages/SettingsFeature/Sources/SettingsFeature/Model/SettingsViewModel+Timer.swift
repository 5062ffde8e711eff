import CoreCLI
import DataLayer

extension SettingsViewModel {
  /// Whether the sheet offers the timer: a module provides one and notifications are on.
  public var offersTimer: Bool { timer != nil && settings.notifications }

  /// The timer's name, like `mosaic-news-watch`.
  public var timerName: String? { timer?.name }

  /// Asks whether the timer is installed and runs.
  public func loadTimer() async {
    guard let timer else { return }
    timerState = await timer.state()
  }

  /// Installs the timer (what `mosaic news watch --install` does) and asks its state again; a timer written but
  /// not started keeps why in ``timerNote``.
  ///
  /// - Throws: What installing threw: `CLIError` `.timerUnsupported` on a system without user timers,
  ///   `.timerNotWritten` when its files could not be written.
  public func installTimer() async throws {
    guard let timer else { return }
    switch try await timer.install() {
    case .enabled: timerNote = nil
    case .written(_, let reason): timerNote = reason
    }
    await loadTimer()
  }

  /// Stops the timer and removes its files (what `mosaic news watch --uninstall` does), then asks its state again.
  ///
  /// - Throws: What removing threw: `CLIError` `.timerNotWritten` when its files could not be removed.
  public func removeTimer() async throws {
    guard let timer else { return }
    _ = try await timer.uninstall()
    timerNote = nil
    await loadTimer()
  }

  /// Installs the timer when it is not installed, removes it when it is: what `Enter` on its row does.
  public func toggleTimer() async throws {
    if case .installed? = timerState { try await removeTimer() } else { try await installTimer() }
  }
}

extension SettingsViewModel {
  /// Whether the timer is installed and its service manager says it runs.
  public var timerRuns: Bool {
    if case .installed(_, active: true) = timerState { true } else { false }
  }
}
