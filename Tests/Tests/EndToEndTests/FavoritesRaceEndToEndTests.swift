import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 8, finding 6: `favorites toggle` is one transaction. Processes racing to toggle the same photo
/// print exactly as many "Added" as the toggles that found it absent, whether the database exists or the
/// racers create it together.
@Suite struct FavoritesRaceEndToEndTests {
  /// Runs `count` `mosaic favorites toggle ID --json` processes at once against `dataDirectory`.
  private func race(_ sandbox: Sandbox, count: Int, dataDirectory: URL) async throws -> [Bool] {
    try await withThrowingTaskGroup(of: CommandResult.self) { group in
      for _ in 0..<count {
        group.addTask {
          try await sandbox.mosaic(["favorites", "toggle", "q5Aq-4pHXK9", "--json", "--data-dir", dataDirectory.path])
        }
      }
      var states: [Bool] = []
      for try await result in group {
        try #require(result.status == 0, "\(result)")
        let document = try jsonObject(result.stdout)
        states.append(try #require(document["isFavorite"] as? Bool))
      }
      return states
    }
  }

  @Test func twoTogglesAtOnce_addOnceAndRemoveOnce_in40Trials() async throws {
    try await withSandbox { sandbox in
      var failures: [String] = []
      for trial in 0..<40 {
        // Every other trial races on a fresh folder, so the racers also create the database together.
        let directory = sandbox.root.appendingPathComponent("race-\(trial % 2 == 0 ? "\(trial)" : "shared")")
        let states = try await race(sandbox, count: 2, dataDirectory: directory)
        if states.filter({ $0 }).count != 1 || states.count != 2 { failures.append("trial \(trial): \(states)") }
      }
      #expect(failures.isEmpty, "\(failures)")
    }
  }

  @Test func fourTogglesAtOnce_leaveThePhotoAsItWas() async throws {
    try await withSandbox { sandbox in
      let directory = sandbox.root.appendingPathComponent("four")
      let states = try await race(sandbox, count: 4, dataDirectory: directory)
      expectEqual(states.filter { $0 }.count, 2, "\(states)")

      let list = try await sandbox.mosaic(["favorites", "list", "--json", "--data-dir", directory.path])
      let favorites = try #require(try jsonObject(list.stdout)["favorites"] as? [[String: Any]])
      #expect(favorites.isEmpty)
    }
  }
}
