import Core
import CoreCLI
import CoreUI
import DataLayer

extension NewsModule {
  /// What keeps notifications coming: the app's own watch while `mosaic ui` runs, and the timer for the rest of
  /// the time, which the settings sheet offers (the one `news watch --install` writes, at its default interval).
  func registerWatch(into registrar: ModuleRegistrar, clock: any Clock<Duration>) {
    registrar.register(NotificationTimerClient.self, scope: .singleton) { resolver in
      let timers = try resolver.resolveIfRegistered(UserTimerClient.self) ?? .unsupported
      return NotificationTimerClient(NewsPresenter.watchTimer(every: AppHeadlineWatch.defaultInterval), on: timers)
    }
    registrar.backgroundTask("news-watch") { resolver in
      AppHeadlineWatch(
        news: try resolver.resolve(), settings: try resolver.resolve(), desktop: try resolver.resolve(),
        cache: try resolver.resolve(), changes: try resolver.resolveIfRegistered(DataChangesClient.self), clock: clock)
    } run: { watch, context in
      await watch.run(in: context)
    }
  }
}
