import Core
import DataLayer
import Testing

@Suite struct DataLayerErrorTests {
  struct Sentence: Sendable, CustomTestStringConvertible {
    let id: String
    let error: DataLayerError
    let english: String
    var testDescription: String { id }
  }

  /// Sentences people and the end-to-end tests already know, kept byte for byte.
  static let known: [Sentence] = [
    Sentence(
      id: "data directory blocked", error: DataLayerError(.directoryBlocked, path: "/x/data", role: .data),
      english: "The data directory '/x/data' cannot be created because a file is in the way; "
        + "move that file away or pass --data-dir or set MOSAIC_DATA_DIR to use another directory."),
    Sentence(
      id: "cache directory not private",
      error: DataLayerError(.directoryNotPrivate, path: "/c", detail: "Operation not permitted", role: .cache),
      english: "The cache directory '/c' cannot be made private (Operation not permitted); "
        + "run 'chmod 700' on it or pass --cache-dir or set MOSAIC_CACHE_DIR to use another directory."),
    Sentence(
      id: "no HOME", error: DataLayerError(.homeNotSet, role: .cache),
      english:
        "Mosaic cannot choose a cache directory because HOME is not set; set MOSAIC_CACHE_DIR or pass --cache-dir."),
    Sentence(
      id: "relative HOME", error: DataLayerError(.homeNotAbsolute, value: "ada", role: .data),
      english: "Mosaic cannot choose a data directory because HOME 'ada' is not an absolute path; "
        + "set MOSAIC_DATA_DIR or pass --data-dir."),
    Sentence(
      id: "empty flag", error: DataLayerError(.emptyDirectoryFlag, role: .data),
      english: "The data directory given with --data-dir is empty; pass a path."),
    Sentence(
      id: "not a database", error: DataLayerError(.notADatabase, path: "/d/mosaic.sqlite"),
      english: "The database '/d/mosaic.sqlite' is not an SQLite database; "
        + "move that file away or pass --data-dir to use another directory."),
    Sentence(
      id: "closed", error: DataLayerError(.databaseClosed, path: "/d/mosaic.sqlite"),
      english: "The database '/d/mosaic.sqlite' was closed; open it again to use it."),
    Sentence(
      id: "busy", error: DataLayerError(.databaseBusy, path: "/d/mosaic.sqlite", seconds: 15),
      english: "The database '/d/mosaic.sqlite' stayed locked by another process for 15 seconds; "
        + "let the other mosaic finish and try again."),
    Sentence(
      id: "newer schema", error: DataLayerError(.newerSchema, path: "/d/m.sqlite", version: 3, knownVersion: 1),
      english: "The database '/d/m.sqlite' was written by a newer version of mosaic "
        + "(schema version 3, this one knows up to 1); update mosaic or pass --data-dir to use another directory."),
    Sentence(
      id: "impossible schema",
      error: DataLayerError(.impossibleSchema, path: "/d/m.sqlite", version: -1, knownVersion: 4),
      english: "The database '/d/m.sqlite' was not written by any version of mosaic "
        + "(schema version -1, this one knows up to 4); restore it from a backup or pass --data-dir to use another "
        + "directory."),
    Sentence(
      id: "flag-like variable", error: DataLayerError(.directoryVariableInvalid, value: "-", role: .data),
      english: "MOSAIC_DATA_DIR ('-') is blank or looks like a flag; set it to a path, like ./-, or unset it."),
    Sentence(
      id: "blank variable", error: DataLayerError(.directoryVariableInvalid, value: "  ", role: .cache),
      english: "MOSAIC_CACHE_DIR is blank; set it to a path or unset it."),
    Sentence(
      id: "unexpected call", error: DataLayerError(.unexpectedCall, value: "CacheStore.load"),
      english: "CacheStore.load was called but this test did not expect it; "
        + "give the test a client that implements it."),
  ]

  @Test(arguments: known)
  func english_isTheKnownSentence(_ sentence: Sentence) {
    #expect(sentence.error.message(in: .english) == sentence.english)
    #expect(sentence.error.message == sentence.english)
    #expect("\(sentence.error)" == sentence.english)
  }

  /// An error of `code` with every payload field set, so each sentence shows what it names.
  static func sample(_ code: DataLayerError.Code) -> DataLayerError {
    DataLayerError(
      code, path: "/p/mosaic.sqlite", detail: "Permission denied", value: "gallery.json", role: .cache, version: 4,
      knownVersion: 2, size: 2_000_000, limit: 1_048_576, seconds: 15)
  }

  @Test(arguments: DataLayerError.Code.allCases)
  func everyCode_isOneSentenceInEachLanguage(_ code: DataLayerError.Code) {
    let error = Self.sample(code)
    let english = error.message(in: .english)
    let german = error.message(in: .german)
    #expect(error.codeName == code.rawValue)
    for sentence in [english, german] {
      #expect(sentence.hasSuffix("."), "\(sentence)")
      #expect(!sentence.contains("\n"), "\(sentence)")
      #expect(!sentence.contains("'?'") && !sentence.contains("(?)"), "a payload field is missing: \(sentence)")
    }
    #expect(english != german)
  }

  @Test func german_isWrittenOut() {
    #expect(
      DataLayerError(.directoryBlocked, path: "/x/data", role: .data).message(in: .german)
        == "Der Datenordner '/x/data' kann nicht angelegt werden, weil dort eine Datei liegt; verschiebe diese Datei "
        + "oder übergib --data-dir oder setze MOSAIC_DATA_DIR, um einen anderen Ordner zu verwenden.")
    #expect(
      DataLayerError(.notADatabase, path: "/d/mosaic.sqlite").message(in: .german)
        == "Die Datenbank '/d/mosaic.sqlite' ist keine SQLite-Datenbank; verschiebe diese Datei oder übergib "
        + "--data-dir, um einen anderen Ordner zu verwenden.")
    #expect(
      describe(DataLayerError(.homeNotSet, role: .cache), in: .german).hasPrefix("Mosaic kann keinen Cache-Ordner"))
  }

  @Test func legacyNewerSchema_namesTheMigration() {
    let error = DataLayerError(.newerSchema, path: "/d/m.sqlite", value: "v2-from-the-future")
    #expect(error.message.contains("(migration 'v2-from-the-future')"))
    #expect(error.message(in: .german).contains("(Migration 'v2-from-the-future')"))
  }
}
