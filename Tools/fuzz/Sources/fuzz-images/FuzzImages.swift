import Core
import Foundation
import FuzzSupport
import ImageCodecs

/// Image bytes from a server, through the system codecs (libpng, libjpeg-turbo) behind Mosaic's C shim:
/// the header read, a whole decode at a scale, and a decode into a small box. The input is the file
/// itself, so the committed corpus holds real PNGs and JPEGs; its length picks the scale and the fit.
/// The pixel limit is lowered to a megapixel so that a claimed size libFuzzer makes up is refused
/// before a large allocation, as the real limit refuses a bomb.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImages(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let claimed = try? SystemCodecs.size(of: data) else { return 0 }
  // 3: PNGs scale by any whole factor, row by row.
  let scale = [1, 2, 3, 4, 8][count % 5]
  _ = try? SystemCodecs.decode(data, scale: scale, maximumPixels: 1_000_000)
  if claimed.area <= 1_000_000 {
    let fit = ImageFit.allCases[count % ImageFit.allCases.count]
    _ = try? SystemCodecs.decode(data, into: PixelSize(width: 24, height: 16), fit: fit)
  }
  return 0
}

@_cdecl("fuzz_images_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzImages)
}
