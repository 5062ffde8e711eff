import CoreUI
import DataLayer

/// Keeps a running `mosaic ui` on the stored settings: whenever another process commits to the database
/// (`mosaic settings set language de` in another shell), it reads the settings again and applies their
/// language and theme to every screen, within the change watch's interval (250 ms live) — the way a favorite
/// added elsewhere shows. The settings sheet applies its own changes at once; this is for everyone else's.
///
/// ```swift
/// let follower = SettingsFollower(settings: settings, changes: changes, environment: ui)
/// let task = follower.start()   // cancelled when the app ends
/// ```
@MainActor
struct SettingsFollower {
  let settings: SettingsClient
  let changes: DataChangesClient
  let environment: UIEnvironment

  /// Follows the settings until the returned task is cancelled.
  func start() -> Task<Void, Never> {
    let settings = settings
    let changes = changes
    let environment = environment
    return Task { @MainActor in
      for await _ in changes.changes() {
        // A settings store that cannot be read now keeps what shows; the next change tries again.
        guard let stored = try? await settings.load() else { continue }
        Self.apply(stored, to: environment)
      }
    }
  }

  /// Sets the language and theme of `stored` where they differ, so an unrelated change redraws nothing; a run
  /// under `NO_COLOR` stays without color.
  static func apply(_ stored: Settings, to environment: UIEnvironment) {
    if environment.language != stored.language { environment.language = stored.language }
    if environment.theme.name != nil, environment.theme.name != stored.theme {
      environment.apply(theme: stored.theme)
    }
  }
}
