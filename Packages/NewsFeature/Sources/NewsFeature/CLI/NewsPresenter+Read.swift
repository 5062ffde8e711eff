import CoreCLI
import Foundation

extension NewsPresenter {
  /// `mosaic news read ID`: the article's page — its text extracted from the web page (the embedded catalog's
  /// own text offline), or NewsAPI's description and snippet with the reason when the page could not be read.
  func read(_ reference: String, json: Bool, in context: CommandContext) async throws {
    let article = try await article(reference)
    let page = await reader.read(article)
    try context.emit(ReadOutput(page: page, language: context.language), json: json)
  }
}
