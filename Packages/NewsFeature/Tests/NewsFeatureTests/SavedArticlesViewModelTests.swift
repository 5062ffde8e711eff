import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

@MainActor @Suite struct SavedArticlesViewModelTests {
  let clock = ManualClock()
  let store = CountingSavedArticles()

  /// Saves the two articles every test searches.
  func prepared() async throws -> SavedArticlesClient {
    let saved = store.client
    _ = try await saved.save(.fixture("de", title: "Übernahme bei Alpenbank"))
    _ = try await saved.save(.fixture("en", title: "Apple weighs acquisition"))
    return saved
  }

  @Test func fiveKeystrokesWithinASecond_runOneQuery_withTheLastText() async throws {
    let model = SavedArticlesViewModel(saved: try await prepared(), clock: clock)

    // Keystrokes at 0, 200, 400, 600 and 800 ms.
    for (index, text) in ["u", "ub", "ube", "uber", "ubern"].enumerated() {
      if index > 0 { clock.advance(by: .milliseconds(200)) }
      model.queryChanged(text)
    }
    clock.advance(by: .milliseconds(999))
    await Task.yield()
    #expect(store.searches.isEmpty, "999 ms after the last keystroke nothing ran")
    clock.advance(by: .milliseconds(1))
    await model.waitForSearch()

    #expect(store.searches == ["ubern"])
    #expect(model.state.query == "ubern")
    #expect(model.state.articles.map(\.article.url.lastPathComponent) == ["de"])
  }

  @Test func aPauseOfASecond_runsEachQuery() async throws {
    let model = SavedArticlesViewModel(saved: try await prepared(), clock: clock)
    model.queryChanged("appl")
    clock.advance(by: .seconds(1))
    await model.waitForSearch()
    model.queryChanged("apple acq")
    clock.advance(by: .seconds(1))
    await model.waitForSearch()

    #expect(store.searches == ["appl", "apple acq"])
    #expect(model.state.articles.map(\.article.url.lastPathComponent) == ["en"])
  }

  @Test func aKeystroke_cancelsTheSearchItSupersedes_evenWhileItRuns() async throws {
    let model = SavedArticlesViewModel(saved: try await prepared(), clock: clock)
    let gate = store.holdNextSearch()
    model.queryChanged("apple")
    clock.advance(by: .seconds(1))
    await gate.arrived()

    model.queryChanged("uber")
    gate.release()
    clock.advance(by: .seconds(1))
    await model.waitForSearch()

    #expect(store.searches == ["apple", "uber"])
    #expect(model.state.query == "uber")
    #expect(model.state.articles.map(\.article.url.lastPathComponent) == ["de"])
  }

  @Test func anEmptyField_listsEverySavedArticle_newestFirst() async throws {
    let model = SavedArticlesViewModel(saved: try await prepared(), clock: clock)
    await model.load()
    #expect(model.state.articles.count == 2)
    #expect(store.searches.isEmpty)
    #expect(model.state.phase == .loaded)
  }

  @Test func unsave_removesTheArticleFromTheList() async throws {
    let model = SavedArticlesViewModel(saved: try await prepared(), clock: clock)
    await model.load()
    let id = try #require(model.state.articles.first?.id)
    let change = try await model.unsave(id)
    #expect(change == SavedArticleChange(id: id, isSaved: false, changed: true))
    #expect(model.state.articles.count == 1)
    #expect(try await model.unsave(id).changed == false)
  }

  @Test func aFailingStore_keepsItsTypedError() async throws {
    let model = SavedArticlesViewModel(saved: .failing, clock: clock)
    await model.run("apple")
    guard case .failed(let error) = model.state.phase else {
      Issue.record("expected a failure")
      return
    }
    #expect((error as? DataLayerError)?.code == .unexpectedCall)
  }
}
