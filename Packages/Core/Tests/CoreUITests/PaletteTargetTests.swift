import Core
import Foundation
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25: where a line of the command palette goes, and the sentence for one that goes nowhere.
struct PaletteTargetTests {
  static let tabs: [(id: String, title: String)] = [("letters", "Letters"), ("numbers", "Zahlen")]
  static let entries = [PaletteEntry(.feed, text: "mosaic://letters?selected=C", label: "The letter C")]

  static func resolve(_ line: String) throws -> PaletteTarget {
    let registry = try PluginRegistry(modules: [LettersModule(), LetterModule(), NumbersModule(), WeatherModule()])
    return try PaletteTarget.resolve(line, tabs: tabs, entries: entries, router: registry.router)
  }

  @Test(arguments: [
    ("letters", PaletteTarget.tab("letters")),
    ("  NUMBERS ", .tab("numbers")),
    ("zahlen", .tab("numbers")),
    ("the letter c", .url("mosaic://letters?selected=C")),
    ("mosaic://letter/B", .url("mosaic://letter/B")),
    ("letter/B", .url("mosaic://letter/B")),
    ("weather/berlin", .url("mosaic://weather/berlin")),
    ("MOSAIC://letters", .url("MOSAIC://letters")),
  ])
  func aLine_goesToItsTabOrRoute(_ line: String, _ target: PaletteTarget) throws {
    try expectEqual(Self.resolve(line), target)
  }

  @Test(arguments: ["nonsense", "mosaic://nowhere", "mosaic://letter", "", "   ", "https://example.com/letters"])
  func aLineThatNamesNothing_isOneSentence(_ line: String) throws {
    let error = try #require(throws: UIError.self) { try Self.resolve(line) }
    expectEqual(error.code, .unknownPaletteEntry)
    for language in [Language.english, .german] {
      let message = error.message(in: language).replacingOccurrences(of: "'\(error.value ?? "")'", with: "''")
      expectText(message, hasSuffix: ".", "\(message)")
      expectEqual(message.filter { $0 == "." }.count, 1, "\(message)")
    }
  }

  @Test func controlCharacters_neverReachTheSentence_andTheValueIsBounded() throws {
    let error = try #require(throws: UIError.self) {
      try Self.resolve("\u{1B}]52;c;aGk=\u{07}" + String(repeating: "x", count: 500))
    }
    expectNone(error.message.unicodeScalars) { $0.value < 0x20 || $0.value == 0x7F }
    #expect((error.value ?? "").count <= 60)
  }
}
