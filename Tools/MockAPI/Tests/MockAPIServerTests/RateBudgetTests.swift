import Foundation
import Testing

@testable import MockAPIServer

@Suite struct RateBudgetTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func spend_countsDownThenRefuses() {
    var budget = RateBudget.hourly(2)
    #expect(budget.spend(at: start) == .allowed(limit: 2, remaining: 1))
    #expect(budget.spend(at: start) == .allowed(limit: 2, remaining: 0))
    #expect(budget.spend(at: start) == .exhausted(limit: 2, resetsAt: start.addingTimeInterval(3600)))
  }

  @Test func spend_startsAFreshWindowWhenTheLastOneEnds() {
    var budget = RateBudget.daily(1)
    _ = budget.spend(at: start)
    #expect(budget.spend(at: start.addingTimeInterval(86_399)).remaining == 0)
    #expect(budget.spend(at: start.addingTimeInterval(86_400)) == .allowed(limit: 1, remaining: 0))
  }

  @Test func spend_withAZeroBudget_refusesAtOnce() {
    var budget = RateBudget.hourly(0)
    #expect(budget.spend(at: start) == .exhausted(limit: 0, resetsAt: start.addingTimeInterval(3600)))
  }
}
