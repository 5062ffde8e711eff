import Core
import CoreUI
import Models

/// Runs the news search pushed over the feeds (`/`): its view model over the search history, and the same
/// article actions as a feed. It finishes, and its parent drops it, when the screen is popped.
@MainActor
final class NewsSearchCoordinator: Coordinator {
  private let dependencies: NewsScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: NewsSearchScreen?

  init(dependencies: NewsScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = NewsSearchViewModel(
      news: dependencies.news, saved: dependencies.saved, history: dependencies.history, clock: dependencies.clock)
    let actions = ArticleActions(
      saved: dependencies.saved, reader: dependencies.reader, desktop: dependencies.desktop,
      environment: context.environment)
    actions.loadReadMarks()
    actions.onRead = { [weak self] article in
      guard let self else { return }
      startReader(article, dependencies: dependencies, context: context)
    }
    let screen = NewsSearchScreen(model: model, actions: actions, images: dependencies.images)
    self.screen = screen
    push(screen)
  }
}
