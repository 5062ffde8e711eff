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
}

extension SettingsViewModel {
  /// Whether the timer is installed and its service manager says it runs.
  public var timerRuns: Bool {
    if case .installed(_, active: true) = timerState { true } else { false }
  }
}
