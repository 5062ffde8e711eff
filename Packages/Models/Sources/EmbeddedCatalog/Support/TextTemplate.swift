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
    fill(template, using: &random) { slots[$0] }
  }

  /// The template with every `{name}` replaced by a word from `words(name)`, as ``fill(_:slots:using:)`` does;
  /// for a catalog whose word lists are fixed, without building a dictionary for every text.
  static func fill(
    _ template: String, using random: inout SeededGenerator, words: (String) -> [String]?
  ) -> String {
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
      if let list = words(name), !list.isEmpty {
        result.append(contentsOf: random.pick(list).utf8)
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

  /// Whether `{slot}` occurs in `template`, byte for byte as ``fill(_:slots:using:)`` finds its slots (without
  /// `String.contains`, whose first use cost about 0.7 M instructions a `gallery` run).
  static func mentions(_ template: String, slot: String) -> Bool {
    let needle = [UInt8(ascii: "{")] + Array(slot.utf8) + [UInt8(ascii: "}")]
    let bytes = Array(template.utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// The text with "a" before a vowel turned into "an" ("a autumn evening" → "an autumn evening").
  static func fixingIndefiniteArticles(_ text: String) -> String {
    var text = text
    if let fixed = text.withUTF8(asciiFixingIndefiniteArticles) { return fixed }
    return characterFixingIndefiniteArticles(text)
  }

  /// ``fixingIndefiniteArticles(_:)`` of ASCII text, byte by byte: in ASCII a character is a byte (a `\r\n` pair
  /// is one character, but neither is a space, an "a" or a vowel), so the word split on spaces and the test of the
  /// next word's first character are the byte tests below. `nil` for text with a byte past ASCII.
  private static func asciiFixingIndefiniteArticles(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let space = UInt8(ascii: " ")
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte < 0x80 else { return nil }
      result.append(byte)
      if byte == UInt8(ascii: "a") || byte == UInt8(ascii: "A"), index == 0 || bytes[index - 1] == space,
        index + 2 < bytes.count, bytes[index + 1] == space, isVowel(bytes[index + 2])
      {
        result.append(UInt8(ascii: "n"))
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func isVowel(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"),
      UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"), UInt8(ascii: "U"):
      true
    default: false
    }
  }

  /// ``fixingIndefiniteArticles(_:)`` character by character, for text past ASCII.
  private static func characterFixingIndefiniteArticles(_ text: String) -> String {
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
