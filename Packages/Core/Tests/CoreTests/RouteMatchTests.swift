import Core
import TestExpectations
import Testing

/// A query value `integer(_:in:)` must refuse.
private struct BadNumber: Sendable, CustomTestStringConvertible {
  let id: String
  let text: String

  var testDescription: String { id }
}

struct RouteMatchTests {
  private static func match(page: String?, url: String = "mosaic://gallery") -> RouteMatch {
    RouteMatch(url: url, parameters: [:], query: page.map { ["page": $0] } ?? [:])
  }

  private static let badNumbers = [
    BadNumber(id: "too big for Int", text: "999999999999999999999"),
    BadNumber(id: "Int.max plus one", text: "9223372036854775808"),
    BadNumber(id: "in Int but over the range", text: "999999999999999999"),
    BadNumber(id: "plus sign", text: "+3"),
    BadNumber(id: "minus sign", text: "-1"),
    BadNumber(id: "empty", text: ""),
    BadNumber(id: "Arabic-Indic digit", text: "٣"),
    BadNumber(id: "fullwidth digit", text: "３"),
    BadNumber(id: "superscript", text: "²"),
    BadNumber(id: "fraction", text: "1.5"),
    BadNumber(id: "exponent", text: "1e2"),
    BadNumber(id: "hexadecimal", text: "0x10"),
    BadNumber(id: "leading space", text: " 3"),
    BadNumber(id: "trailing space", text: "3 "),
    BadNumber(id: "below the range", text: "0"),
    BadNumber(id: "above the range", text: "501"),
    BadNumber(id: "word", text: "two"),
  ]

  @Test(arguments: badNumbers)
  fileprivate func integer_refusesWithURLParameterTextAndRange(bad: BadNumber) {
    let match = Self.match(page: bad.text, url: "mosaic://gallery?page=\(bad.text)")

    expectCoreError(
      .invalidRouteParameter,
      Payload(value: "mosaic://gallery?page=\(bad.text)", detail: "page", received: bad.text, allowed: "1…500")
    ) {
      _ = try match.integer("page", in: 1...500)
    }
  }

  @Test(arguments: [("1", 1), ("500", 500), ("007", 7), ("42", 42)])
  func integer_acceptsDigitsInRange(text: String, expected: Int) throws {
    try expectEqual(Self.match(page: text).integer("page", in: 1...500), expected)
  }

  @Test func integer_absent_isNil() throws {
    try expectNil(Self.match(page: nil).integer("page", in: 1...500))
  }

  @Test func integer_readsTheFirstNamePresent() throws {
    let match = RouteMatch(url: "mosaic://gallery", parameters: [:], query: ["p": "4", "per": "x"])

    try expectEqual(match.integer("page", "p", in: 1...9), 4)
    expectCoreError(.invalidRouteParameter, Payload(detail: "per", received: "x", allowed: "1…9")) {
      _ = try match.integer("perPage", "per", "p", in: 1...9)
    }
  }

  @Test(arguments: ["up", "", "Next", "next ", "NEXT"])
  func choice_outsideTheChoices_isRefused(text: String) {
    let match = RouteMatch(url: "mosaic://photo/abc", parameters: ["direction": text], query: [:])

    expectCoreError(
      .invalidRouteParameter,
      Payload(value: "mosaic://photo/abc", detail: "direction", received: text, allowed: "next, previous")
    ) {
      _ = try match.choice("direction", from: ["next", "previous"])
    }
  }

  @Test func choice_acceptsAChoice_andAbsentIsNil() throws {
    let match = RouteMatch(url: "mosaic://photo/abc", parameters: [:], query: ["direction": "previous"])

    try expectEqual(match.choice("direction", from: ["next", "previous"]), "previous")
    try expectNil(match.choice("other", from: ["next"]))
  }

  @Test(arguments: [nil, ""])
  func required_missingOrEmpty_isRefusedWithoutReceived(value: String?) {
    let match = RouteMatch(url: "mosaic://photo", parameters: value.map { ["id": $0] } ?? [:], query: [:])

    let error = expectCoreError(.invalidRouteParameter, Payload(value: "mosaic://photo", detail: "id")) {
      _ = try match.required("id")
    }
    expectNil(error?.received)
    expectEqual(error?.allowed?.contains("id"), true)
  }

  @Test func required_readsPathThenQuery() throws {
    let fromPath = RouteMatch(url: "u", parameters: ["id": "a"], query: ["id": "b"])
    let fromQuery = RouteMatch(url: "u", parameters: [:], query: ["id": "b"])

    try expectEqual(fromPath.required("id"), "a")
    try expectEqual(fromQuery.required("id"), "b")
  }
}
