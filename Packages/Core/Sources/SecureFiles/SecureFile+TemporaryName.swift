extension SecureFile {
  /// A temporary file's name beside `name`: `.NAME.TOKEN.tmp`, TOKEN 32 hexadecimal digits (128 bits) from the
  /// system's random source, so two writers of one file never share a temporary file.
  ///
  /// Not `UUID().uuidString`: Foundation's UUID runs code in two 64 KB windows of the released binary that nothing
  /// else of a `gallery` start touches (PROJECT_PLAN.md, "Issue 23 — peak memory, where the last megabyte is
  /// (eighth part)"); the standard library's random source is already part of every start (its hashing seed).
  ///
  /// ```swift
  /// SecureFile.temporaryName(for: "listing.json")  // ".listing.json.0F3A…9C.tmp"
  /// ```
  static func temporaryName(for name: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789ABCDEF".utf8)
    var token: [UInt8] = []
    token.reserveCapacity(32)
    for _ in 0..<2 {
      let word: UInt64 = generator.next()
      for shift in stride(from: 60, through: 0, by: -4) {
        token.append(digits[Int(truncatingIfNeeded: word >> UInt64(shift)) & 0xF])
      }
    }
    return ".\(name).\(String(decoding: token, as: UTF8.self)).tmp"
  }
}
