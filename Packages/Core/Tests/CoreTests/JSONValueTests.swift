import CoreTestSupport
import Foundation
import TestExpectations
import Testing

struct JSONValueTests {
  @Test(arguments: [
    JSONValue.null, true, false, 0, -42, 2.5, -0.125, "", "sea & fog / \"quoted\" ☀︎", [], [:],
    [1, "two", nil, [3.5, false]],
    ["id": "abc", "likes": 12, "ratio": 1.5, "tags": ["sea", "fog"], "user": ["name": nil], "ok": true],
  ])
  func roundTrip_throughJSONEncoderAndDecoder(value: JSONValue) throws {
    let data = try JSONEncoder().encode(value)

    try expectEqual(JSONDecoder().decode(JSONValue.self, from: data), value)
  }

  @Test func decoding_distinguishesKinds() throws {
    let text = #"{"b":true,"i":3,"d":3.25,"s":"3","n":null,"a":[1,"1",true],"o":{"k":false}}"#

    let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

    expectEqual(
      value,
      .object([
        "b": .bool(true), "i": .int(3), "d": .double(3.25), "s": .string("3"), "n": .null,
        "a": .array([.int(1), .string("1"), .bool(true)]), "o": .object(["k": .bool(false)]),
      ]))
  }

  @Test func subscript_readsObjectMembersOnly() {
    let value: JSONValue = ["author": "Ana", "likes": 3]

    expectEqual(value["author"], "Ana")
    expectNil(value["missing"])
    expectNil(JSONValue.array([1])["author"])
  }

  @Test func optionalString_becomesStringOrNull() {
    expectEqual(JSONValue("text"), .string("text"))
    expectEqual(JSONValue(nil as String?), .null)
  }

  @Test func dictionaryLiteral_lastDuplicateKeyWins() {
    expectEqual(JSONValue(dictionaryLiteral: ("k", 1), ("k", 2)), ["k": 2])
  }
}
