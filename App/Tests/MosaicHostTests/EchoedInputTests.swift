import CoreTestSupport
import Foundation
import Testing

@testable import MosaicHost

/// Which typed values are paths shown whole: those with a slash that name something on disk, an option's value
/// after `=` included; a word without a slash is never looked up.
@Suite struct EchoedInputTests {
  @Test func existingPaths_areTheValuesWithASlashThatExist() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("photos.json")
      try Data("[]".utf8).write(to: file)

      let echo = EchoedInput([
        "import", file.path, "--data-dir=\(folder.path)", "gallery", "\(folder.path)/missing.json", "photos.json",
      ])

      #expect(echo.existingPaths == [file.path, folder.path])
    }
  }
}
