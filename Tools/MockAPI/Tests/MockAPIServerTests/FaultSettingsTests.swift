import Foundation
import MockAPIServer
import Testing

@Suite struct SplitMix64Tests {
  @Test func next_matchesTheReferenceSequence() {
    // The first outputs of the reference implementation for seed 0.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func sameSeed_givesTheSameSequence() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    var other = SplitMix64(seed: 43)
    let a = (0..<100).map { _ in first.next() }
    #expect(a == (0..<100).map { _ in second.next() })
    #expect(a != (0..<100).map { _ in other.next() })
  }

  @Test func nextUnitInterval_staysInZeroToOne() {
    var random = SplitMix64(seed: 7)
    let draws = (0..<10_000).map { _ in random.nextUnitInterval() }
    #expect(draws.allSatisfy { (0..<1).contains($0) })
    #expect(draws.contains { $0 < 0.1 } && draws.contains { $0 > 0.9 })
  }
}

@Suite struct FaultSettingsTests {
  @Test func decode_fillsAbsentFieldsWithDefaults() throws {
    let settings = try FaultSettings.parse(Data(#"{"errorRate":0.25,"seed":9}"#.utf8))
    #expect(settings == FaultSettings(seed: 9, errorRate: 0.25))
    #expect(settings.unsplashBudget == 50)
    #expect(settings.newsBudget == 100)
    #expect(settings.errorStatus == 500)
  }

  @Test func decode_ofAnEmptyBody_isAllDefaults() throws {
    #expect(try FaultSettings.parse(Data()) == FaultSettings())
  }

  @Test func encode_roundTrips() throws {
    let settings = FaultSettings(
      seed: 3, latencyMs: 5, errorRate: 0.1, errorStatus: 503, retryAfter: 2, malformedRate: 0.1, truncateRate: 0.1,
      dropRate: 0.1, dripMs: 4, unsplashBudget: 7, newsBudget: 8)
    #expect(try FaultSettings.parse(JSONEncoder().encode(settings)) == settings)
  }

  @Test func parse_refusesAnUnknownField() {
    #expect {
      try FaultSettings.parse(Data(#"{"dropRatee":1}"#.utf8))
    } throws: { error in
      (error as? MockAPIError)?.code == .invalidFaultBody && "\(error)".contains("'dropRatee'")
    }
  }

  @Test func parse_refusesABodyThatIsNotAnObject() {
    #expect {
      try FaultSettings.parse(Data("[1,2]".utf8))
    } throws: { error in
      (error as? MockAPIError)?.code == .invalidFaultBody
    }
  }

  static let invalid: [(field: String, settings: FaultSettings)] = [
    ("errorRate", FaultSettings(errorRate: 1.5)),
    ("dropRate", FaultSettings(dropRate: -0.1)),
    ("errorRate + malformedRate", FaultSettings(errorRate: 0.6, malformedRate: 0.6)),
    ("errorStatus", FaultSettings(errorStatus: 200)),
    ("latencyMs", FaultSettings(latencyMs: -1)),
    ("dripMs", FaultSettings(dripMs: 600_000)),
    ("retryAfter", FaultSettings(retryAfter: -5)),
    ("unsplashBudget", FaultSettings(unsplashBudget: -1)),
    ("newsBudget", FaultSettings(newsBudget: -1)),
  ]

  @Test(arguments: invalid.indices)
  func validate_namesTheBadField(index: Int) {
    let (field, settings) = Self.invalid[index]
    #expect {
      try settings.validate()
    } throws: { error in
      (error as? MockAPIError)?.code == .invalidFaultSettings && "\(error)".contains("'\(field)")
    }
  }

  @Test func fault_takesConsecutiveSlicesOfTheDraw() {
    let settings = FaultSettings(errorRate: 0.1, malformedRate: 0.2, truncateRate: 0.3, dropRate: 0.1)
    let cases: [(Double, Fault)] = [
      (0, .error), (0.099, .error), (0.101, .malformed), (0.299, .malformed), (0.301, .truncate), (0.599, .truncate),
      (0.601, .drop), (0.699, .drop), (0.701, .none), (0.999, .none),
    ]
    for (draw, fault) in cases {
      #expect(settings.fault(forDraw: draw) == fault, "draw \(draw)")
    }
    #expect(FaultSettings().fault(forDraw: 0) == .none)
  }
}
