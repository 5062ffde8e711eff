import DataLayer
import Foundation
import Testing

/// Issue 19, item 25: a key repeated in one object of an export file is found and named, as the decoder sees
/// keys (escapes read, 'é' written two ways the same key), wherever it is.
@Suite struct DuplicateKeyScanTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let json: String
    let field: String?
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "none", json: #"{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}"#, field: nil),
    Case(id: "top level", json: #"{"format":"x","version":1,"format":"y"}"#, field: "format"),
    Case(
      id: "in an item",
      json: #"{"sections":{"favorites":{"items":[{"id":"a"},{"id":"b","addedAt":1,"id":"c"}]}}}"#,
      field: "sections.favorites.items[1].id"),
    Case(id: "written with an escape", json: #"{"x":[[{"id":1,"i\u0064":2}]]}"#, field: "x[0][0].id"),
    Case(id: "NFC and NFD", json: "{\"caf\u{E9}\":1,\"cafe\u{301}\":2}", field: "caf\u{E9}"),
    Case(id: "a key-like value is not a key", json: #"{"a":"a","b":["a","a"],"c":{"a":"a"}}"#, field: nil),
    Case(id: "quotes and braces inside strings", json: #"{"a":"}\"{","b":"\\","a":0}"#, field: "a"),
    Case(id: "surrogate pair", json: #"{"\ud83d\ude00":1,"😀":2}"#, field: "😀"),
    Case(id: "not JSON before a repeat", json: #"{"a":1,"a"#, field: nil),
    Case(id: "unbalanced", json: #"}{"a":1,"a":2}"#, field: nil),
  ]

  @Test(arguments: cases)
  func firstDuplicate_namesTheField(_ testCase: Case) {
    #expect(DuplicateKeyScan.firstDuplicate(in: Data(testCase.json.utf8)) == testCase.field)
  }

  @Test func deepNesting_isNotFollowedPastTheLimit() {
    let depth = DuplicateKeyScan.maximumDepth + 10
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(DuplicateKeyScan.firstDuplicate(in: Data(json.utf8)) == nil)
  }
}
