import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 8, finding 5: a write error on standard output or error ends `mosaic` cleanly with exit status 74
/// (`EX_IOERR`) and one sentence, never a trap or a backtrace, and nothing saved is lost.
@Suite struct OutputErrorEndToEndTests {
  static let commands: [[String]] = [
    ["gallery"], ["gallery", "--json"], ["favorites"], ["photo", "q5Aq-4pHXK9"], ["doctor", "--offline"],
    ["features"], ["--help"], ["gallery", "--help"],
  ]

  @Test(arguments: commands, [StreamTarget.fullDevice, .closed])
  func unwritableOutput_exits74WithOneSentence(_ command: [String], _ target: StreamTarget) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(command, output: target)

      expectOneSentenceError(result, status: 74, containing: "standard output")
      #expect(!result.stderr.contains("Backtrac"), "\(result)")
    }
  }

  @Test(arguments: commands)
  func readerGone_exits74Quietly(_ command: [String]) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(command, output: .readerGone)

      #expect(result.status == 74, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
    }
  }

  @Test func favoriteAdded_staysSavedWhenItsOutputFails() async throws {
    try await withSandbox { sandbox in
      let add = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"], output: .fullDevice)
      #expect(add.status == 74, "\(add)")

      let list = try await sandbox.mosaic(["favorites", "list", "--json"])
      let favorites = try #require(try jsonObject(list.stdout)["favorites"] as? [[String: Any]])
      expectEqual(favorites.compactMap { $0["id"] as? String }, ["q5Aq-4pHXK9"])
    }
  }

  @Test(arguments: [StreamTarget.fullDevice, .closed])
  func unwritableErrors_keepTheCommandsOwnStatus(_ target: StreamTarget) async throws {
    try await withSandbox { sandbox in
      let success = try await sandbox.mosaic(["gallery"], output: .captured, errors: target)
      #expect(success.status == 0, "\(success)")
      #expect(success.stdout.contains("Page 1 of 12"))

      let usage = try await sandbox.mosaic(["gallery", "--page", "zero"], output: .captured, errors: target)
      #expect(usage.status == 64, "\(usage)")

      let failure = try await sandbox.mosaic(["photo", "no-such-photo"], output: .captured, errors: target)
      #expect(failure.status == 1, "\(failure)")
    }
  }

  @Test func bothStreamsClosed_exits74() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"], output: .closed, errors: .closed)
      #expect(result.status == 74, "\(result)")
      let list = try await sandbox.mosaic(["favorites", "list"])
      #expect(list.stdout.contains("q5Aq-4pHXK9"))
    }
  }
}
