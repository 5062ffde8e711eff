import Core
import CoreUI
import Models

/// Runs the reader pushed over a list (Enter on an article): its view model and the same article actions as
/// the list. It finishes, and its parent drops it, when the screen is popped.
@MainActor
final class ArticleReaderCoordinator: Coordinator {
  private let article: Article
  private let dependencies: NewsScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: ArticleReaderScreen?

  init(article: Article, dependencies: NewsScreenDependencies, context: ScreenContext) {
    self.article = article
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = ArticleReaderViewModel(article: article, reader: dependencies.reader)
    let actions = ArticleActions(
      saved: dependencies.saved, reader: dependencies.reader, desktop: dependencies.desktop,
      environment: context.environment)
    let screen = ArticleReaderScreen(model: model, actions: actions)
    self.screen = screen
    push(screen)
  }
}
