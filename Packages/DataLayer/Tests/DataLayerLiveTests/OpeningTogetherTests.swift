import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Testing

/// Several `mosaic` processes started at once on a new data folder all create the database together (the
/// first run from two shells, a script's parallel commands): each open waits for the others instead of
/// failing. SQLite answers the switch of a new file to WAL with an immediate "busy" when another connection
/// is doing the same, without waiting out the busy timeout.
@Suite struct OpeningTogetherTests {
  @Test func fourOpensOfANewFileAtOnce_allSucceed_in50Rounds() async throws {
    try await withTemporaryDirectory { root in
      var failures: [String] = []
      for round in 0..<50 {
        let url = root.appendingPathComponent("round-\(round).sqlite")
        let results = await withTaskGroup(of: String?.self) { group in
          for _ in 0..<4 {
            group.addTask {
              do {
                let database = try AppDatabase(url: url)
                try database.close()
                return nil
              } catch {
                return "\(error)"
              }
            }
          }
          return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
        }
        failures += results.map { "round \(round): \($0)" }
      }
      #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
  }
}
