import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import DataLayerLive

/// A snapshot's text reaches the decoder through `Snapshot.data` (a copy of its UTF-8 bytes without the generic
/// `Data.init`) since issue 23's fourth part: the same bytes as `Data(text.utf8)`, and the same photo back.
@Suite struct SnapshotBytesTests {
  @Test(arguments: [
    "", "a", "{\"id\":\"p001\"}", "Zoë Müller · 東京 👍🏽", String(repeating: "x", count: 100_000),
    "nul\u{0}inside", String(Substring("..slice of a longer text..".dropFirst(2).dropLast(2))),
  ])
  func data_isTheTextsUTF8Bytes(text: String) {
    #expect(Snapshot.data(text) == Data(text.utf8))
  }

  @Test func aPhotosSnapshot_decodesToThatPhoto() throws {
    let photo = try PhotoFixtures.photo(3)
    let text = try Snapshot.encode(photo)
    #expect(Snapshot.decode(text) == photo)
    #expect(Snapshot.decode(String(text.dropLast())) == nil)
  }
}
