import Testing

@testable import NetworkLayerLive

@Suite struct RetryPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let attempt: Int
    let random: Double
    let expected: Duration
    var testDescription: String { "attempt \(attempt), random \(random)" }
  }

  @Test(arguments: [
    Case(attempt: 1, random: 0, expected: .milliseconds(125)),
    Case(attempt: 1, random: 1, expected: .milliseconds(250)),
    Case(attempt: 2, random: 0.5, expected: .milliseconds(375)),
    Case(attempt: 3, random: 1, expected: .milliseconds(1000)),
    Case(attempt: 10, random: 1, expected: .seconds(4)),
    Case(attempt: 10, random: 0, expected: .seconds(2)),
    Case(attempt: 100, random: 7, expected: .seconds(4)),
  ])
  func delay_growsExponentially_withEqualJitter_andACap(_ example: Case) {
    #expect(RetryPolicy().delay(afterAttempt: example.attempt, random: example.random) == example.expected)
  }

  @Test func none_allowsOneAttempt() {
    #expect(RetryPolicy.none.maxAttempts == 1)
    #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
  }
}
