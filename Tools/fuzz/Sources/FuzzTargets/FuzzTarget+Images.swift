import Core
import Foundation
import ImageCodecs

extension FuzzTarget {
  /// Image bytes from a server, through the system codecs (libpng, libjpeg-turbo) behind Mosaic's C shim: the
  /// header read, a whole decode at a scale, and a decode into a small box. The input is the file itself, so the
  /// corpus holds real PNGs and JPEGs; its length picks the scale and the fit. The pixel limit is lowered to a
  /// megapixel so that a claimed size made up by the fuzzer is refused before a large allocation, as the real
  /// limit refuses a bomb.
  public static let images = FuzzTarget(name: "fuzz-images") { (bytes) throws(FuzzFinding) in
    let data = Data(buffer: bytes)
    guard let claimed = try? SystemCodecs.size(of: data) else { return }
    // 3: PNGs scale by any whole factor, row by row.
    let scale = [1, 2, 3, 4, 8][bytes.count % 5]
    _ = try? SystemCodecs.decode(data, scale: scale, maximumPixels: 1_000_000)
    if claimed.area <= 1_000_000 {
      let fit = ImageFit.allCases[bytes.count % ImageFit.allCases.count]
      _ = try? SystemCodecs.decode(data, into: PixelSize(width: 24, height: 16), fit: fit)
    }
  }
}
