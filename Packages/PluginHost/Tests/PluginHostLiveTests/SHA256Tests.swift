import PluginHostLive
import Testing

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func knownVectors_match(input: String, digest: String) {
    var hash = SHA256()
    hash.update(Array(input.utf8))
    #expect(hash.hexDigest() == digest)
  }

  @Test func updatesInPieces_matchOneUpdate() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var whole = SHA256()
    whole.update(bytes)
    var pieces = SHA256()
    for start in stride(from: 0, to: bytes.count, by: 7) { pieces.update(bytes[start..<min(start + 7, bytes.count)]) }
    #expect(whole.hexDigest() == pieces.hexDigest())
  }
}
