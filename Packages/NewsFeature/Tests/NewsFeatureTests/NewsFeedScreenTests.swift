import Core
import CoreTestSupport
import CoreUI
import DataLayer
import Foundation
import Testing

@testable import NewsFeature

/// The feed screen draws its state and turns keys into its view model's intents: rendering never changes the
/// selection, and `/` asks the coordinator for the search through the view model, as the gallery and the
/// photo page do.
@MainActor @Suite struct NewsFeedScreenTests {
  func screen(_ service: FakeNewsService) -> (NewsFeedScreen, NewsViewModel) {
    let model = NewsViewModel(news: service.client, saved: .inMemory())
    let environment = UIEnvironment()
    let actions = ArticleActions(
      saved: .inMemory(), reader: nil, desktop: RecordingDesktop().client, environment: environment)
    return (NewsFeedScreen(model: model, actions: actions), model)
  }

  @Test func render_leavesTheSelectionAlone_whenTheFeedShrinks() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let (screen, model) = screen(service)
    await model.open()
    for _ in 0..<5 { _ = screen.handle(.key(.down)) }
    #expect(screen.selected == 5)
    try service.serve("business", count: 2)
    await model.model(.business).refresh()
    _ = screen.render(RenderContext(size: Size(width: 80, height: 24)))
    #expect(screen.selected == 5, "rendering changed the selection")
    #expect(screen.shownSelection == 1)
    _ = screen.handle(.key(.up))
    #expect(screen.selected == 0, "a move starts from the article shown selected")
    await screen.settle()
  }

  @Test func slash_isTheViewModelsIntent_forTheCoordinator() {
    let (screen, model) = screen(FakeNewsService())
    var intents: [NewsIntent] = []
    model.onIntent = { intents.append($0) }
    #expect(screen.handle(.key(.character("/"))))
    #expect(intents == [.openSearch])
  }
}
