import Core
import CoreCLI
import Foundation
import Testing

@Suite struct CLIStringsTests {
  @Test(arguments: [
    (Mark.favorite, "★", "★ favorite", "★ Favorit"), (.notFavorite, "☆", "☆ not a favorite", "☆ kein Favorit"),
    (.saved, "✓", "✓ saved", "✓ gespeichert"), (.notSaved, "•", "• not saved", "• nicht gespeichert"),
  ])
  func marks_haveASymbolAndAPhrasePerLanguage(mark: Mark, symbol: String, english: String, german: String) {
    #expect(CLIStrings.markSymbol(mark) == symbol)
    #expect(CLIStrings.markPhrase(mark, .english) == english)
    #expect(CLIStrings.markPhrase(mark, .german) == german)
  }

  @Test func offlineNote_namesTheTimeAndReason() {
    let date = Date(timeIntervalSince1970: 0)
    let time = LocalTimestamp.minute(date)

    #expect(
      CLIStrings.offlineNote(savedAt: date, reason: "rate limited", .english)
        == "offline — showing results from \(time) (rate limited)")
    #expect(
      CLIStrings.offlineNote(savedAt: date, reason: "rate limited", .german)
        == "offline — zeige Ergebnisse vom \(time) (rate limited)")
  }

  @Test(arguments: CLIError.Code.allCases)
  func cliError_speaksBothLanguages(code: CLIError.Code) {
    let error = CLIError(code, command: "photo", detail: "PhotoDestination")

    #expect(error.codeName == code.rawValue)
    #expect(error.message(in: .german) != error.message(in: .english))
    #expect(error.description == error.message(in: .english))
    #expect(describe(error, in: .german) == error.message(in: .german))
  }

  @Test func notRunnable_pointsAtTheHelp() {
    #expect(
      CLIError(.notRunnable, command: "tools").message
        == "'mosaic tools' needs a subcommand; see `mosaic tools --help`.")
  }
}
