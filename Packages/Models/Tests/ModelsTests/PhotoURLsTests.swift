import Foundation
import Models
import Testing

/// ``PhotoURLs/init(sizedFrom:)`` (parsed when read) against the five URLs parsed at once, as the embedded catalog
/// built them before: the same renditions, equality, hash and encoding.
@Suite struct PhotoURLsTests {
  /// The five URLs as the catalog parsed them: `raw` and its `?w=` widths, `file:///` for a text that does not parse.
  private static func parsedAtOnce(_ raw: String) -> PhotoURLs {
    func url(_ text: String) -> URL { URL(string: text) ?? URL(fileURLWithPath: "/") }
    return PhotoURLs(
      raw: url(raw), full: url(raw + "?w=4000"), regular: url(raw + "?w=1080"), small: url(raw + "?w=400"),
      thumb: url(raw + "?w=200"))
  }

  /// Catalog addresses, other schemes, and texts that do not parse (a space, a bare `%`, a non-ASCII letter).
  private static let addresses: [String] = {
    // 200 ids of the catalog's eleven id characters, every character in every place.
    let idCharacters: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
    var texts: [String] = []
    for index in 0..<200 {
      var id = ""
      for place in 0..<11 {
        let position: Int = (index * 7 + place * 13 + index / 64) % 64
        id.append(idCharacters[position])
      }
      texts.append("embedded://photos/" + id)
    }
    texts += [
      "embedded://photos/q5Aq-4pHXK9", "https://images.unsplash.com/photo-1", "embedded://photos/",
      "embedded://photos/a b", "embedded://photos/%", "embedded://photos/é", "", " ", "relative/path", "#",
    ]
    return texts
  }()

  @Test func eachRendition_isWhatParsingItsTextGives() {
    for raw in Self.addresses {
      let sized = PhotoURLs(sizedFrom: raw)
      let parsed = Self.parsedAtOnce(raw)
      #expect(sized.raw == parsed.raw, "\(raw)")
      #expect(sized.full == parsed.full, "\(raw)")
      #expect(sized.regular == parsed.regular, "\(raw)")
      #expect(sized.small == parsed.small, "\(raw)")
      #expect(sized.thumb == parsed.thumb, "\(raw)")
      #expect(sized.small.absoluteString == parsed.small.absoluteString, "\(raw)")
    }
  }

  @Test func bothForms_compareAndHashAlike() {
    for (index, raw) in Self.addresses.enumerated() {
      let sized = PhotoURLs(sizedFrom: raw)
      let parsed = Self.parsedAtOnce(raw)
      #expect(sized == parsed, "\(raw)")
      #expect(parsed == sized, "\(raw)")
      #expect(sized == PhotoURLs(sizedFrom: raw), "\(raw)")
      #expect(sized.hashValue == parsed.hashValue, "\(raw)")
      #expect(Set([sized, parsed]).count == 1, "\(raw)")
      let other = Self.addresses[(index + 1) % Self.addresses.count]
      let otherParsed = Self.parsedAtOnce(other)
      // Two texts can give equal renditions (both fail to parse): equal exactly when the five URLs are.
      let sameURLs =
        parsed.raw == otherParsed.raw && parsed.full == otherParsed.full && parsed.regular == otherParsed.regular
        && parsed.small == otherParsed.small && parsed.thumb == otherParsed.thumb
      #expect((sized == PhotoURLs(sizedFrom: other)) == sameURLs, "\(raw) / \(other)")
      #expect((sized == otherParsed) == sameURLs, "\(raw) / \(other)")
    }
  }

  /// With sorted keys (what `--json` and the snapshots write; unsorted, the encoder's key order differs between two
  /// encodings of the same value).
  @Test func bothForms_encodeToTheSameBytes_andDecodeEqual() throws {
    let formats: [JSONEncoder.OutputFormatting] = [
      [.sortedKeys], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ]
    for formatting in formats {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      for raw in Self.addresses {
        let sized = try encoder.encode(PhotoURLs(sizedFrom: raw))
        #expect(sized == (try encoder.encode(Self.parsedAtOnce(raw))), "\(raw)")
        #expect(try JSONDecoder().decode(PhotoURLs.self, from: sized) == PhotoURLs(sizedFrom: raw), "\(raw)")
      }
    }
  }
}
