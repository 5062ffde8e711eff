import SafeText
import Testing

/// Finding 11: what a server says reaches a sentence bounded, on one line, without control sequences, and
/// without the key it may echo.
@Suite struct TerminalTextExcerptTests {
  @Test func anExcerpt_isBounded_evenForTenMegabytes() {
    // Ten megabytes of "x" in one copy (`String(repeating:count:)` appends them one by one).
    let huge = String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: 10 * 1_048_576), as: UTF8.self)
    let excerpt = TerminalText.excerpt(huge)
    #expect(excerpt.count == 161)
    #expect(excerpt.hasSuffix("…"))
  }

  @Test(arguments: [
    ("\u{1B}[2J\u{1B}[HCleared", "Cleared"),
    ("\u{1B}]0;pwned\u{07}title", "title"),
    ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("line\r\nError: forged", "line Error: forged"),
    // A lone control is removed, as in every other line of output; a tab is a space.
    ("bell\u{07}tab\tnull\u{00}end", "belltab nullend"),
    ("\u{202E}txet\u{202C}", "txet"),
    ("\u{9B}31mred", "red"),
  ])
  func controlSequences_andCharacters_areRemoved(raw: String, clean: String) {
    #expect(TerminalText.excerpt(raw) == clean)
  }

  @Test func anEchoedKey_isRedacted_alsoWhenControlCharactersSplitIt() {
    let secrets = ["Client-ID k-12345678", "k-12345678"]
    #expect(TerminalText.excerpt("bad header Client-ID k-12345678", redacting: secrets) == "bad header <redacted>")
    #expect(TerminalText.excerpt("key k-1234\u{1B}[0m5678 refused", redacting: secrets) == "key <redacted> refused")
  }

  @Test func aKeyCutByTheLimit_leavesNoPrefixBehind() {
    // The server's text is read only so far: the key straddles that edge.
    let text = String(repeating: "a", count: 16 * 8 - 5) + "k-12345678 and more"
    let excerpt = TerminalText.excerpt(text, limit: 16, redacting: ["k-12345678"])
    #expect(excerpt == String(repeating: "a", count: 16) + "…")
    let spaced = TerminalText.excerpt(
      String(repeating: " ", count: 16 * 8 - 5) + "k-12345678", limit: 16, redacting: ["k-12345678"])
    #expect(spaced == "<redacted>…")
    let cut = TerminalText.excerpt(
      String(repeating: "a", count: 10) + " k-12345678", limit: 15, redacting: ["k-12345678"])
    #expect(cut == String(repeating: "a", count: 10) + " <redacted>…")
  }

  @Test func bytes_areReadOnlySoFar_andDecodedLeniently() {
    let bytes = Array("Bad key k-1".utf8) + [0xFF, 0xFE] + Array(repeating: UInt8(ascii: "x"), count: 1_000_000)
    let excerpt = TerminalText.excerpt(utf8: bytes, limit: 20, redacting: ["k-1"])
    #expect(excerpt == "Bad key <redacted>\u{FFFD}\u{FFFD}…")
  }
}
