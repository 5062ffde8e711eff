import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// With the language set to German, every human line of every news command is German: the only English left
/// is what services sent (titles, sources) and the commands to type.
@Suite struct GermanOutputTests {
  /// English words of the reader's own lines; none may appear in German output.
  static let english = [
    "page", "Next", "End of", "No description", "saved", "Saved", "No articles", "match", "Removed", "Forgot",
    "Opened", "Could not", "search", "Theme", "Language", "Notifications", "Change one", "set to",
    "right now", "newest", "Watching", "Business",
  ]

  /// `text` without what a person types (backticked commands, `mosaic …` after a colon) and without the
  /// service's own words (the fixtures' titles and sources).
  static func ownWords(_ text: String) throws -> String {
    var text = text.replacing(try Regex("`[^`]*`"), with: "")
    text = text.replacing(try Regex("mosaic news [^\\n]*"), with: "")
    for served in ["Apple story", "Business story", "The Ledger", "Jane Doe", "A description.", "news.example"] {
      text = text.replacingOccurrences(of: served, with: "")
    }
    return text
  }

  @Test func everyNewsCommand_speaksGerman() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 14)
    try service.serve("apple", count: 3)
    service.serve("wsj", [try Article.fixture("bare", title: "Bare", description: nil, author: nil)])
    let desktop = RecordingDesktop(openResult: .unavailable(.noOpener))
    try await withTestHost(TestHost(service: service, desktop: desktop)) { host in
      let id = Article.shortID(for: "https://news.example/apple-0")
      let runs: [[String]] = [
        [], ["--page", "2"], ["wsj"], ["science"], ["feeds"], ["search", "apple"], ["search", "nothing"],
        ["save", id], ["save", id], ["saved"], ["saved", "--search", "apple"], ["saved", "--search", "zzz"],
        ["share", id], ["open", id], ["unsave", id], ["unsave", id], ["saved"], ["history"],
        ["history", "delete", "apple"], ["history", "delete", "apple"], ["history", "clear"], ["history"],
      ]
      for arguments in runs {
        let console = try await host.news(arguments, language: .german)
        let text = try Self.ownWords(console.output + console.errors)
        for word in Self.english {
          #expect(!text.contains(word), "mosaic news \(arguments.joined(separator: " ")): '\(word)' in \(text)")
        }
      }
      let bare = try await host.news(["wsj"], language: .german).output
      #expect(bare.contains("Keine Beschreibung"))
      #expect(try await host.news([], language: .german).output.hasPrefix("Wirtschaft · Seite 1 · der eingebaute"))

    }
  }

  @Test func errorSentences_areGerman() {
    let unknown = NewsError(.unknownArticle, reference: "x").message(in: .german)
    #expect(unknown.hasPrefix("Kein gespeicherter oder zuletzt gelisteter Artikel heißt 'x'"))
    #expect(NewsStrings.unknownFeed("x", .german).hasPrefix("Es gibt keinen Feed 'x'"))
  }

  @Test func theSavedFilterCount_agreesWithItsNumber() {
    #expect(NewsScreenStrings.savedCount(1, query: "x", .german) == "1 passt zu 'x'")
    #expect(NewsScreenStrings.savedCount(2, query: "x", .german) == "2 passen zu 'x'")
    #expect(NewsScreenStrings.savedCount(1, query: "x", .english) == "1 match 'x'")
  }
}
