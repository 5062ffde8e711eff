import Core
import CoreUI
import Models

/// Runs the news tab: the feeds at its root; `mosaic://news?feed=wsj` selects a feed in place.
@MainActor
final class NewsCoordinator: Coordinator {
  private let dependencies: NewsScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: NewsFeedScreen?

  init(dependencies: NewsScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = NewsViewModel(news: dependencies.news, saved: dependencies.saved, feeds: dependencies.feeds)
    model.onIntent = { [weak self] intent in self?.handle(intent) }
    let actions = ArticleActions(
      saved: dependencies.saved, reader: dependencies.reader, desktop: dependencies.desktop,
      environment: context.environment)
    actions.loadReadMarks()
    actions.onRead = { [weak self] article in self?.read(article) }
    let screen = NewsFeedScreen(model: model, actions: actions, images: dependencies.images)
    self.screen = screen
    navigation?.push(screen)
  }

  private func handle(_ intent: NewsIntent) {
    switch intent {
    case .openSearch: Task { [weak self] in await self?.openSearch() }
    }
  }

  private func read(_ article: Article) {
    startReader(article, dependencies: dependencies, context: context)
  }

  /// Opens the search over the feeds, as a child that finishes when its screen is popped.
  func openSearch() async {
    await start(child: NewsSearchCoordinator(dependencies: dependencies, context: context))
  }

  override func show(_ destination: any Destination) async -> Bool {
    guard let destination = destination as? NewsDestination else { return false }
    screen?.select(destination.feed)
    return true
  }
}

/// Runs the saved tab: the saved articles at its root; `mosaic://news/saved?q=TEXT` searches them.
@MainActor
final class SavedCoordinator: Coordinator {
  private let dependencies: NewsScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: SavedArticlesScreen?

  init(dependencies: NewsScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = SavedArticlesViewModel(saved: dependencies.saved, clock: dependencies.clock)
    let actions = ArticleActions(
      saved: dependencies.saved, reader: dependencies.reader, desktop: dependencies.desktop,
      environment: context.environment)
    actions.loadReadMarks()
    actions.onRead = { [weak self] article in self?.read(article) }
    let screen = SavedArticlesScreen(model: model, actions: actions, images: dependencies.images)
    self.screen = screen
    navigation?.push(screen)
  }

  private func read(_ article: Article) {
    startReader(article, dependencies: dependencies, context: context)
  }

  override func show(_ destination: any Destination) async -> Bool {
    guard let destination = destination as? SavedArticlesDestination else { return false }
    await screen?.model.run(destination.query ?? "")
    return true
  }
}

extension Coordinator {
  /// Pushes the reader on `article`, as a child that finishes when its screen is popped.
  func startReader(_ article: Article, dependencies: NewsScreenDependencies, context: ScreenContext) {
    Task { [weak self] in
      await self?.start(child: ArticleReaderCoordinator(article: article, dependencies: dependencies, context: context))
    }
  }
}
