import Testing

@testable import EmbeddedCatalog

/// The article's slug and its cut content take byte paths; both must give what the earlier, character-wise
/// code gave, over random titles and bodies (ASCII, CR LF, German and accented letters, emoji).
@Suite struct NewsFactoryTextTests {
  /// The slug as it was written before: a `String` a scalar.
  private func referenceSlug(_ title: String) -> String {
    var result: [UInt8] = []
    var pendingDash = false
    for scalar in title.lowercased().unicodeScalars {
      let letters: String
      switch scalar {
      case "a"..."z", "0"..."9": letters = String(scalar)
      case "ä": letters = "ae"
      case "ö": letters = "oe"
      case "ü": letters = "ue"
      case "ß": letters = "ss"
      case "é", "è": letters = "e"
      default:
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty {
        if result.count >= 60 { break }
        result.append(UInt8(ascii: "-"))
      }
      pendingDash = false
      result.append(contentsOf: letters.utf8)
    }
    return String(decoding: result, as: UTF8.self)
  }

  private func texts(_ alphabet: [Character], count: Int, length: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      String((0..<generator.next(in: 0...length)).map { _ in alphabet[generator.next(in: 0...(alphabet.count - 1))] })
    }
  }

  @Test func slugs_areTheReferences() {
    let alphabet = Array("aZ9 -,.äÖüßéÈÉçñ😀\r\n\tAbcXyz0") + ["e\u{301}", "\r\n"]
    var mismatches: [String] = []
    for title in texts(alphabet, count: 3_000, length: 90, seed: 7)
    where NewsFactory.slug(title) != referenceSlug(title) {
      mismatches.append(title.debugDescription)
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func cutContent_isTheCharacterCut() {
    let ascii = Array("ab c  .\n\t~Z9 ")
    let other = ascii + ["é", "\r\n", "\r", "😀", "e\u{301}"]
    var mismatches: [String] = []
    var bodies = texts(ascii, count: 1_000, length: 260, seed: 11) + texts(other, count: 1_000, length: 260, seed: 12)
    bodies += [String(repeating: "a", count: 199) + "  b", String(repeating: " ", count: 300), ""]
    for (offset, body) in bodies.enumerated()
    where NewsFactory.truncated(body, remaining: offset) != NewsFactory.characterTruncated(body, remaining: offset) {
      mismatches.append(body.debugDescription)
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
