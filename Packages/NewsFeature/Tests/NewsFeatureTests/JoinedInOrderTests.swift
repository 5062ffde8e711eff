import Testing

@testable import NewsFeature

/// The news lines join their parts with a concrete loop; it must give what `joined(separator:)` gives.
@Suite struct JoinedInOrderTests {
  @Test(arguments: [
    [], [""], ["", ""], ["Reuters"], ["Reuters", "Ann Lee", "2026-11-20 08:30"], ["a", "", "c"], ["ü", "名", "👍🏽"],
    (1...40).map { "part \($0)" },
  ])
  func parts_joinAsJoined(parts: [String]) {
    for separator in [" · ", ", ", "", "—"] {
      #expect(parts.joinedInOrder(separator: separator) == parts.joined(separator: separator))
    }
  }
}
