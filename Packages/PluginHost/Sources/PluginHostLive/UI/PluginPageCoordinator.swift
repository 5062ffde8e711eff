import Core
import CoreUI

/// Runs one plugin page (a tab's root, a route's screen, an action's page): pushes its screen and carries out the
/// page's intents — a `mosaic://` link opens through the navigator as any module's would (a plugin route among
/// them), a page an action answered with opens over it; Esc pops back.
@MainActor
final class PluginPageCoordinator: Coordinator {
  private let source: PluginPageModel.Source
  private let client: PluginScreenClient
  private let context: ScreenContext
  private let title: (Language) -> String

  init(
    source: PluginPageModel.Source, client: PluginScreenClient, context: ScreenContext,
    title: @escaping (Language) -> String
  ) {
    self.source = source
    self.client = client
    self.context = context
    self.title = title
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = PluginPageModel(source: source, client: client)
    model.onIntent = { [weak self, weak model] intent in
      guard let self, let model else { return }
      Task { @MainActor in await self.handle(intent, from: model) }
    }
    push(PluginPageScreen(model: model, environment: context.environment, images: client.images, title: title))
  }

  private func handle(_ intent: PluginPageModel.Intent, from model: PluginPageModel) async {
    switch intent {
    case .open(let url):
      do {
        try await context.navigator.open(url, from: self)
      } catch {
        model.failedToOpen(error, in: context.environment.language)
      }
    case .show(let page):
      let title = title
      let child = PluginPageCoordinator(
        source: .page(plugin: source.plugin, page), client: client, context: context, title: title)
      await start(child: child)
    }
  }
}
