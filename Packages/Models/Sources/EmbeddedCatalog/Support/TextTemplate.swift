/// Fills `{slot}` placeholders in catalog text from word lists, drawing each word from a generator.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// TextTemplate.fill("{company} shares {move}", slots: ["company": ["Halcyon"], "move": ["jump"]], using: &random)
/// // "Halcyon shares jump"
/// ```
enum TextTemplate {
  /// The template with every `{name}` replaced by a word from `slots[name]`, left to right; a name with
  /// no word list stays as written, so a typo shows up in the text rather than crashing.
  static func fill(_ template: String, slots: [String: [String]], using random: inout SeededGenerator) -> String {
    // Byte-wise: `{` and `}` are ASCII, so they never occur inside a multi-byte character.
    let bytes = Array(template.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count * 2)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var close = index + 1
      while byte == UInt8(ascii: "{"), close < bytes.count, bytes[close] != UInt8(ascii: "}") {
        close += 1
      }
      guard byte == UInt8(ascii: "{"), close < bytes.count else {
        result.append(byte)
        index += 1
        continue
      }
      let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
      if let words = slots[name], !words.isEmpty {
        result.append(contentsOf: random.pick(words).utf8)
      } else {
        result.append(contentsOf: bytes[index...close])
      }
      index = close + 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The text with its first letter in uppercase.
  static func capitalizingFirst(_ text: String) -> String {
    var bytes = Array(text.utf8)
    if let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      bytes[0] = first - 32
      return String(decoding: bytes, as: UTF8.self)
    }
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The text with "a" before a vowel turned into "an" ("a autumn evening" → "an autumn evening").
  static func fixingIndefiniteArticles(_ text: String) -> String {
    // One `String` appended word by word: `[String].joined(separator:)` is generic and walked every protocol
    // conformance of the binary on its first use (once a `gallery` run, for the catalog's descriptions).
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for index in words.indices {
      let word = words[index]
      if index > words.startIndex { result.append(" ") }
      result.append(contentsOf: word)
      if index + 1 < words.endIndex, word == "a" || word == "A", let next = words[index + 1].first,
        "aeiouAEIOU".contains(next)
      {
        result.append("n")
      }
    }
    return result
  }
}
