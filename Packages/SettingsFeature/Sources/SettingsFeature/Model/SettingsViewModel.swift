import Core
import CoreCLI
import DataLayer
import Observation

/// The settings sheet's view model: theme, language and notifications for the whole product.
///
/// Turning notifications on first checks that they can be delivered (as the seed app asked the system for
/// permission): without `notify-send` or a display session it says why and they stay off. With notifications on
/// and a module's timer (``CoreCLI/NotificationTimerClient``: `news watch --once` every 15 minutes) it offers to
/// install the timer, so notifications keep coming while no `mosaic` runs, and says whether it is installed.
///
/// ```swift
/// let model = SettingsViewModel(settings: .inMemory(), desktop: desktop)
/// let outcome = try await model.set(.notifications(true))
/// if case .refused(let reason) = outcome { print(reason.message(in: .english)) }
/// ```
@MainActor @Observable
public final class SettingsViewModel {
  /// What setting one value did.
  public enum Outcome: Equatable, Sendable {
    case changed
    /// It already had that value.
    case unchanged
    /// Notifications cannot be delivered here, so they stay off.
    case refused(DesktopClient.Unavailable)
  }

  public private(set) var settings: Settings = .defaults
  /// Why notifications were last refused, for the sheet to show.
  public private(set) var refusal: DesktopClient.Unavailable?
  /// The timer's state as last asked; `nil` before the first answer.
  public internal(set) var timerState: UserTimerClient.State?
  /// What the last install of the timer did when it could not start it; `nil` after one that started it.
  public internal(set) var timerNote: UserTimerClient.ManualStart?
  @ObservationIgnored private let store: SettingsClient
  @ObservationIgnored private let desktop: DesktopClient
  @ObservationIgnored let timer: NotificationTimerClient?

  public init(settings: SettingsClient, desktop: DesktopClient, timer: NotificationTimerClient? = nil) {
    self.store = settings
    self.desktop = desktop
    self.timer = timer
  }

  public func load() async throws {
    settings = try await store.load()
  }

  /// Stores `change`, unless it turns notifications on where they cannot be delivered.
  @discardableResult
  public func set(_ change: SettingChange) async throws -> Outcome {
    settings = try await store.load()
    if case .notifications(true) = change, let reason = desktop.notificationsUnavailable() {
      refusal = reason
      return .refused(reason)
    }
    refusal = nil
    guard settings.value(of: change.key) != change.value else { return .unchanged }
    settings = try await store.set(change)
    return .changed
  }
}
