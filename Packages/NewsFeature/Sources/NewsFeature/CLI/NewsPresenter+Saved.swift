import Core
import CoreCLI
import DataLayer
import Foundation
import Models

extension NewsPresenter {
  /// `mosaic news saved [--search TEXT]`, `mosaic://news/saved?q=TEXT`.
  @MainActor
  func showSaved(_ destination: SavedArticlesDestination, json: Bool, in context: CommandContext) async throws {
    let model = SavedArticlesViewModel(saved: saved, clock: clock)
    await model.run(destination.query ?? "")
    if case .failed(let error) = model.state.phase { throw error }
    try context.emit(SavedListOutput(state: model.state, readIDs: await reader.readIDs()), json: json)
  }

  /// `mosaic news save ID`: keeps a full copy of the article and its page's text, to read and search offline. A
  /// page that cannot be read leaves the article saved without its text, and says why on standard error.
  func save(_ reference: String, json: Bool, in context: CommandContext) async throws {
    let article = try await article(reference)
    let added = try await saved.save(article)
    let failure = await reader.keepText(of: article)
    let change = SavedArticleChange(id: article.shortID, isSaved: true, changed: added)
    try context.emit(SavedChangeOutput(change: change, title: article.title, textKept: failure == nil), json: json)
    if let failure {
      context.console.note(NewsStrings.textNotKept(describe(failure, in: context.language), context.language))
    }
  }

  /// `mosaic news unsave ID`.
  @MainActor
  func unsave(_ reference: String, json: Bool, in context: CommandContext) async throws {
    let model = SavedArticlesViewModel(saved: saved, clock: clock)
    let title = try await saved.find(reference)?.article.title
    let change = try await model.unsave(reference.trimmingCharacters(in: .whitespaces))
    try context.emit(SavedChangeOutput(change: change, title: title), json: json)
  }

  /// `mosaic news history`.
  @MainActor
  func showHistory(json: Bool, in context: CommandContext) async throws {
    let model = NewsSearchViewModel(news: news, saved: saved, history: history, clock: clock, now: now)
    await model.loadHistory()
    if let error = model.historyError { throw error }
    try context.emit(HistoryOutput(history: model.history), json: json)
  }

  /// `mosaic news history delete TEXT`.
  @MainActor
  func deleteHistory(_ text: String, json: Bool, in context: CommandContext) async throws {
    let model = NewsSearchViewModel(news: news, saved: saved, history: history, clock: clock, now: now)
    let deleted = try await model.delete(text)
    try context.emit(HistoryChangeOutput(change: .deleted(text, deleted)), json: json)
  }

  /// `mosaic news history clear`.
  @MainActor
  func clearHistory(json: Bool, in context: CommandContext) async throws {
    let model = NewsSearchViewModel(news: news, saved: saved, history: history, clock: clock, now: now)
    let count = try await model.clearHistory()
    try context.emit(HistoryChangeOutput(change: .cleared(count)), json: json)
  }
}
