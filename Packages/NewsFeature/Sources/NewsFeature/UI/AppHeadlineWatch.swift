import Core
import CoreCLI
import CoreUI
import DataLayer
import Foundation
import NetworkLayer

/// `mosaic ui`'s own headline watch, a background task of the app: while the app runs and notifications are on,
/// ``HeadlineWatcher`` polls the watched feeds as `news watch` does — one feed per poll, in turn, at the watch's
/// interval (15 minutes against NewsAPI), a feed's first poll only noting what is there, one memory
/// (`news-watch.json`) and one budget with the timer and any `news watch` — and a poll that finds new headlines
/// shows a status line over the key bar and rings the bell (and notifies the desktop, as every watch does). It
/// follows the setting live, as the app's language and theme do: turned off, in the sheet or from another shell,
/// the polls stop; turned on, they start.
///
/// `MOSAIC_WATCH_INTERVAL` (`90s`, `2m`, `1h`) sets the interval, never below the watch's minimum: it lets a test
/// against the embedded catalog or the mock server poll every second.
///
/// ```swift
/// let watch = AppHeadlineWatch(news: news, settings: settings, desktop: desktop, cache: cache, changes: changes,
///                              clock: ContinuousClock())
/// await watch.run(in: context)   // until the app ends
/// ```
struct AppHeadlineWatch: Sendable {
  let news: NewsClient
  let settings: SettingsClient
  let desktop: DesktopClient
  let cache: CacheStore
  /// Where a change to the settings (another shell's, the sheet's) is heard; without it the setting is read once.
  let changes: DataChangesClient?
  let clock: any Clock<Duration>
  var now: @Sendable () -> Date = Date.init

  /// The variable that overrides the interval.
  static let intervalVariable = "MOSAIC_WATCH_INTERVAL"
  /// The interval without the variable: `news watch`'s default.
  static let defaultInterval = Duration.seconds(15 * 60)

  /// The interval `environment` asks for (else the default), raised to the minimum against `provider`.
  static func interval(_ environment: [String: String], provider: NewsProvider) -> Duration {
    let asked = environment[intervalVariable].flatMap(WatchInterval.parse) ?? defaultInterval
    return max(asked, HeadlineWatcher.minimumInterval(for: provider))
  }

  /// Watches while notifications are on, until cancelled (the app ended).
  func run(in context: BackgroundTaskContext) async {
    let interval = Self.interval(context.environment, provider: news.provider)
    var polling: Task<Void, Never>?
    for await on in notificationsSetting() {
      if on, polling == nil {
        polling = Task { await poll(every: interval, in: context) }
      } else if !on {
        polling?.cancel()
        polling = nil
      }
    }
    polling?.cancel()
  }

  /// Polls every `interval` until cancelled; each poll that found headlines becomes one status line and one bell.
  private func poll(every interval: Duration, in context: BackgroundTaskContext) async {
    let watcher = HeadlineWatcher(
      news: news, settings: settings, desktop: desktop, cache: cache, clock: clock, now: now,
      language: await context.language())
    let spacing = HeadlineWatcher.spacing(for: news.provider)
    // A poll that fails says nothing here (the News tab shows what is wrong); the next one tries again.
    try? await watcher.run(every: interval, polls: nil, spacing: spacing) { event in
      guard case .news(let feed, let fresh) = event, !fresh.isEmpty else { return }
      await context.announce(NewsStrings.newHeadlines(fresh, in: feed), true)
    }
  }

  /// The notifications setting now, then again after each change to the stored data, each value when it differs
  /// from the one before; open until the one iterating stops. A setting that cannot be read keeps the last value.
  private func notificationsSetting() -> AsyncStream<Bool> {
    let settings = settings
    let changes = changes
    return AsyncStream { continuation in
      let task = Task {
        var last: Bool?
        if let on = try? await settings.load().notifications {
          last = on
          continuation.yield(on)
        }
        guard let changes else { return }
        for await _ in changes.changes() {
          guard let on = try? await settings.load().notifications, on != last else { continue }
          last = on
          continuation.yield(on)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
