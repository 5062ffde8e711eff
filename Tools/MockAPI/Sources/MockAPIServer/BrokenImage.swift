/// Pictures that must be refused: cut in half, scrambled, or claiming far more pixels than they hold.
///
/// ```swift
/// let bomb = BrokenImage.make("bomb", from: png)   // IHDR says 50000 x 50000; the file is ~60 bytes
/// ```
enum BrokenImage {
  static let kinds = ["truncated", "corrupt", "bomb"]

  static func make(_ kind: String, from png: [UInt8]) -> [UInt8] {
    switch kind {
    case "truncated":
      return Array(png.prefix(png.count / 2))
    case "corrupt":
      // Keep the signature and IHDR (33 bytes); flip every byte after them.
      return png.enumerated().map { index, byte in index < 33 ? byte : byte ^ 0x5A }
    default:
      var header: [UInt8] = []
      header += PNGEncoder.bigEndian(50_000)
      header += PNGEncoder.bigEndian(50_000)
      header += [8, 2, 0, 0, 0]
      return PNGEncoder.signature + PNGEncoder.chunk("IHDR", header)
        + PNGEncoder.chunk("IDAT", Deflate.zlib([0, 0, 0, 0], distances: [1])) + PNGEncoder.chunk("IEND", [])
    }
  }
}
