/// 64-bit FNV-1a of a text's UTF-8: the same on every run and machine, unlike `Hasher`, so it can name
/// files and pick catalog pictures.
///
/// ```swift
/// StableHash.fnv1a("")   // 0xcbf29ce484222325
/// ```
enum StableHash {
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
