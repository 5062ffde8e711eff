import Models

extension FuzzTarget {
  /// BlurHash strings from a server, decoded at a small size: the first three bytes pick the width, the height
  /// and the punch; the rest is the hash.
  public static let blurHash = FuzzTarget(name: "fuzz-blurhash") { (bytes) throws(FuzzFinding) in
    guard bytes.count >= 3 else { return }
    let width = Int(bytes[0] % 32) + 1
    let height = Int(bytes[1] % 32) + 1
    let punch = Double(bytes[2]) / 16
    let hash = String(decoding: bytes.dropFirst(3), as: UTF8.self)
    _ = try? BlurHash.decode(hash, width: width, height: height, punch: punch)
  }
}
