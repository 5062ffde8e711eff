import CoreCLI
import Foundation
import TestExpectations
import Testing

/// `Console.jsonLine`: one object of JSON Lines (`news watch --json`), one line whatever its text holds, keys sorted,
/// controls escaped as `--json` documents escape them, and read back to the same values.
struct ConsoleJSONLineTests {
  struct Poll: Codable, Equatable {
    var title: String
    var count: Int
    var at: Date
  }

  @Test func aLine_isOneLine_sorted_andEscapesEveryControl() throws {
    let hostile = "Rates\u{1B}[2J\nhold\u{7F}\u{85}\u{202E}\u{2028}/end"
    let poll = Poll(title: hostile, count: 3, at: Date(timeIntervalSince1970: 1_764_000_000))
    let line = try Console.jsonLine(poll)
    #expect(!line.contains("\n"))
    expectNone(line.unicodeScalars) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    expectNone(line.unicodeScalars) { $0 == "\u{202E}" || $0 == "\u{2028}" }
    let expected =
      #"{"at":"2025-11-24T16:00:00Z","count":3,"#
      + #""title":"Rates\u001b[2J\nhold\u007f\u0085\u202e\u2028/end"}"#
    #expect(line == expected)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(Poll.self, from: Data(line.utf8)) == poll)
  }
}
