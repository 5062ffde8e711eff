import CoreCLI
import CoreTestSupport
import Foundation
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// Issue 8, finding 8: a photo page whose every server string is hostile prints no control and no forged
/// line; `--json` keeps the strings, escaped.
@Suite struct HostileTextTests {
  @Test func photo_text_hasNoControlsOrForgedLines() async throws {
    let service = FakePhotoService(photos: [try Photo.hostile("h01")])
    try await withTestHost(service) { host in
      let console = try await host.photo(["h01"])

      #expect(HostileText.isClean(console.output), "\(console.output)")
      #expect(console.lines.first?.hasPrefix("Sunset") == true)
    }
  }

  @Test func photo_json_keepsTheServerStringEscaped() async throws {
    let service = FakePhotoService(photos: [try Photo.hostile("h01")])
    try await withTestHost(service) { host in
      let console = try await host.photo(["h01", "--json"])

      #expect(HostileText.isClean(console.output))
      #expect(console.output.contains("\\u001b]0;pwned\\u0007"))
      #expect(console.output.contains("\\u202e"))
    }
  }
}
