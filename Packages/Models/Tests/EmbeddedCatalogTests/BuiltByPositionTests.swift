import Testing

@testable import EmbeddedCatalog

/// The lazy catalogs' store of what they built: a value per position, stored in any order, found again where it was
/// stored and nowhere else, in storage that grows with the values built.
@Suite struct BuiltByPositionTests {
  @Test func valuesStoredInAnyOrder_areFoundAtTheirPositionsOnly() {
    var built = BuiltByPosition<String>(positions: 10)
    #expect(built[0] == nil)
    #expect(built[9] == nil)
    #expect(built.capacity == 0)
    for position in [7, 2, 9, 0] {
      built[position] = "p\(position)"
    }
    for position in 0..<10 {
      #expect(built[position] == ([0, 2, 7, 9].contains(position) ? "p\(position)" : nil), "\(position)")
    }
    #expect(built.count == 4)
    built[2] = "again"
    #expect(built[2] == "again")
    #expect(built.count == 4)
    built[3] = nil
    #expect(built[3] == nil)
    #expect(built.count == 4)
  }

  @Test func allBuilt_eachValueAtItsIndex() {
    let built = BuiltByPosition(all: ["a", "b", "c"])
    let builtValues = (0..<3).map { built[$0] }
    #expect(builtValues == ["a", "b", "c"])
    #expect(built.count == 3)
  }
}
