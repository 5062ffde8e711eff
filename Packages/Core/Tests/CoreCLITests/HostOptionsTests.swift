import ArgumentParser
import CoreCLI
import TestExpectations
import Testing

/// One command line and the directories it should give.
private struct Case: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let dataDirectory: String?
  let cacheDirectory: String?

  var testDescription: String { arguments.isEmpty ? "no arguments" : arguments.joined(separator: " ") }
}

struct HostOptionsTests {
  private static let cases = [
    Case(arguments: [], dataDirectory: nil, cacheDirectory: nil),
    Case(arguments: ["--data-dir", "/srv/mosaic"], dataDirectory: "/srv/mosaic", cacheDirectory: nil),
    Case(arguments: ["--cache-dir=/tmp/cache"], dataDirectory: nil, cacheDirectory: "/tmp/cache"),
    Case(
      arguments: ["--cache-dir", "c", "--data-dir", "d with space"], dataDirectory: "d with space",
      cacheDirectory: "c"),
    Case(arguments: ["--data-dir", "first", "--data-dir", "last"], dataDirectory: "last", cacheDirectory: nil),
  ]

  @Test(arguments: cases)
  fileprivate func parsing_setsDirectories(testCase: Case) throws {
    let options = try HostOptions.parse(testCase.arguments)

    expectEqual(options.dataDirectory, testCase.dataDirectory)
    expectEqual(options.cacheDirectory, testCase.cacheDirectory)
  }

  @Test(arguments: [["--data-dir"], ["--cache"], ["--data-directory", "x"], ["stray"]])
  func parsing_badArguments_throws(arguments: [String]) {
    expectThrows((any Error).self) { _ = try HostOptions.parse(arguments) }
  }

  @Test func memberwiseInit_keepsValues() {
    let options = HostOptions(dataDirectory: "/d", cacheDirectory: nil)

    expectEqual(options.dataDirectory, "/d")
    expectNil(options.cacheDirectory)
  }

  @Test func help_namesBothOptionsWithTheirDefaults() {
    let help = HostOptions.helpMessage(columns: 200)

    expectText(help, contains: "--data-dir <path>")
    expectText(help, contains: "--cache-dir <path>")
    expectText(help, contains: "$MOSAIC_DATA_DIR")
    expectText(help, contains: "$XDG_CACHE_HOME/mosaic")
  }

  /// Issue 19, item 6: the data folder holds the whole database, not only the favorites.
  @Test func help_saysTheDataFolderHoldsTheDatabase() {
    let help = HostOptions.helpMessage(columns: 200)

    expectText(help, contains: "Where the database is kept: favorites, saved articles, search history, settings")
    expectText(help, lacks: "Where favorites are stored")
    expectText(help, contains: "pictures")
  }
}
