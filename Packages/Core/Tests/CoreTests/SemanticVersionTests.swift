import Core
import Foundation
import TestExpectations
import Testing

struct SemanticVersionTests {
  @Test(arguments: [
    ("1.2.3", SemanticVersion(1, 2, 3)), ("0.0.0", SemanticVersion(0, 0, 0)), ("1.2", SemanticVersion(1, 2, 0)),
    ("7", SemanticVersion(7, 0, 0)), ("10.20.30", SemanticVersion(10, 20, 30)), ("01.2.3", SemanticVersion(1, 2, 3)),
  ])
  func parsing_validText(text: String, expected: SemanticVersion) throws {
    try expectEqual(SemanticVersion(parsing: text), expected)
  }

  @Test(arguments: [
    "", "1.2.3.4", "a.b.c", "1..3", "1.2.", ".1.2", "-1.0.0", "+1.0.0", "1.-2.0", " 1.0.0", "1.0.0-beta", "v1.0.0",
    "99999999999999999999.0.0",
  ])
  func parsing_invalidText_throws(text: String) {
    expectCoreError(.invalidVersion, Payload(value: text)) { _ = try SemanticVersion(parsing: text) }
  }

  @Test func description_isMajorMinorPatch() {
    expectEqual(SemanticVersion(1, 20, 3).description, "1.20.3")
    expectEqual(("4.5" as SemanticVersion).description, "4.5.0")
  }

  @Test func invalidLiteral_becomesZero() {
    expectEqual(("not a version" as SemanticVersion), SemanticVersion(0, 0, 0))
  }

  @Test func ordering_isNumericPerComponent() {
    let shuffled: [SemanticVersion] = ["2.0.0", "1.10.0", "1.2.0", "0.9.9", "1.0.1", "1.0.0", "1.2.10"]

    expectEqual(shuffled.sorted(), ["0.9.9", "1.0.0", "1.0.1", "1.2.0", "1.2.10", "1.10.0", "2.0.0"])
    #expect(("1.0.0"..<"2.0.0").contains(SemanticVersion(1, 99, 99)))
    #expect(!("1.0.0"..<"2.0.0").contains(SemanticVersion(2, 0, 0)))
  }

  @Test(arguments: [
    ("1.2.0", "1.0.0", true), ("1.0.0", "1.0.0", true), ("1.0.5", "1.0.4", true), ("1.0.0", "1.2.0", false),
    ("1.0.3", "1.0.4", false), ("2.0.0", "1.0.0", false), ("1.9.0", "2.0.0", false), ("0.9.0", "0.8.0", true),
  ])
  func compatibility(version: String, required: String, expected: Bool) throws {
    let version = try SemanticVersion(parsing: version)

    expectEqual(version.isCompatible(with: try SemanticVersion(parsing: required)), expected)
  }

  @Test func codable_usesTheString() throws {
    let data = try JSONEncoder().encode(["version": SemanticVersion(1, 2, 3)])

    expectEqual(String(decoding: data, as: UTF8.self), #"{"version":"1.2.3"}"#)
    try expectEqual(JSONDecoder().decode([String: SemanticVersion].self, from: data), ["version": "1.2.3"])
    expectCoreError(.invalidVersion, Payload(value: "1.x")) {
      _ = try JSONDecoder().decode([SemanticVersion].self, from: Data(#"["1.x"]"#.utf8))
    }
  }
}
