import Core
import CoreUI
import NetworkLayer

extension NewsModule {
  /// The news reader's tabs in the terminal app: News (the feeds), then Saved.
  func registerScreens(into registrar: ModuleRegistrar, clock: any Clock<Duration>) {
    let dependencies: @Sendable (Resolver) throws -> NewsScreenDependencies = { resolver in
      NewsScreenDependencies(
        news: try resolver.resolve(), saved: try resolver.resolve(), history: try resolver.resolve(),
        feeds: try resolver.resolve(), desktop: try resolver.resolve(), reader: try Self.reader(resolver), clock: clock,
        images: try resolver.resolveIfRegistered(ImageClient.self))
    }
    registrar.tab(
      "news", title: LocalizedText(en: "News", de: "Nachrichten"), order: 30, hosts: [NewsDestination.self],
      with: dependencies
    ) { dependencies, context in
      NewsCoordinator(dependencies: dependencies, context: context)
    }
    registrar.tab(
      "saved", title: LocalizedText(en: "Saved", de: "Gespeichert"), order: 40,
      hosts: [SavedArticlesDestination.self], with: dependencies
    ) { dependencies, context in
      SavedCoordinator(dependencies: dependencies, context: context)
    }
  }
}
