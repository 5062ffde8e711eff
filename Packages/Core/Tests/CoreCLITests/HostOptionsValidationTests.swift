import ArgumentParser
import CoreCLI
import TestExpectations
import Testing

/// Issue 8, finding 15: a blank or flag-like directory is a usage error, not a folder named ` ` or `-`.
struct HostOptionsValidationTests {
  @Test(arguments: [" ", "-", "", "\t", "-x"])
  func blankOrFlagLikeDirectory_isAUsageError(_ value: String) {
    expectThrows((any Error).self) { try HostOptions.parse(["--data-dir", value]) }
    expectThrows((any Error).self) { try HostOptions.parse(["--cache-dir=\(value)"]) }
  }

  @Test(arguments: ["./-", "data", "/tmp/mosaic data", "~/-x"])
  func ordinaryPaths_pass(_ value: String) throws {
    try expectEqual(HostOptions.parse(["--data-dir", value]).dataDirectory, value)
  }

  @Test func message_isOneSentenceWithTheFix() {
    do {
      _ = try HostOptions.parse(["--data-dir", " "])
      Issue.record("expected a usage error")
    } catch {
      expectEqual(HostOptions.message(for: error), "The directory given with --data-dir is blank; pass a path.")
      expectEqual(HostOptions.exitCode(for: error), .validationFailure)
    }
  }
}
