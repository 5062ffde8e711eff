import Core
import CoreCLI
import Foundation
import TestExpectations
import Testing

struct CLIStringsTests {
  @Test(arguments: [
    (Mark.favorite, "★", "★ favorite", "★ Favorit"), (.notFavorite, "☆", "☆ not a favorite", "☆ kein Favorit"),
    (.saved, "✓", "✓ saved", "✓ gespeichert"), (.notSaved, "•", "• not saved", "• nicht gespeichert"),
  ])
  func marks_haveASymbolAndAPhrasePerLanguage(mark: Mark, symbol: String, english: String, german: String) {
    expectEqual(CLIStrings.markSymbol(mark), symbol)
    expectEqual(CLIStrings.markPhrase(mark, .english), english)
    expectEqual(CLIStrings.markPhrase(mark, .german), german)
  }

  @Test func offlineNote_namesTheTimeAndReason() {
    let date = Date(timeIntervalSince1970: 0)
    let time = LocalTimestamp.minute(date)

    expectEqual(
      CLIStrings.offlineNote(savedAt: date, reason: "rate limited", .english),
      "offline — showing results from \(time) (rate limited)")
    expectEqual(
      CLIStrings.offlineNote(savedAt: date, reason: "rate limited", .german),
      "offline — zeige Ergebnisse vom \(time) (rate limited)")
  }

  @Test(arguments: CLIError.Code.allCases)
  func cliError_speaksBothLanguages(code: CLIError.Code) {
    let error = CLIError(code, command: "photo", detail: "PhotoDestination")

    expectEqual(error.codeName, code.rawValue)
    expectNotEqual(error.message(in: .german), error.message(in: .english))
    expectEqual(error.description, error.message(in: .english))
    expectEqual(describe(error, in: .german), error.message(in: .german))
  }

  @Test func notRunnable_pointsAtTheHelp() {
    expectEqual(
      CLIError(.notRunnable, command: "tools").message, "'mosaic tools' needs a subcommand; see `mosaic tools --help`.")
  }
}
