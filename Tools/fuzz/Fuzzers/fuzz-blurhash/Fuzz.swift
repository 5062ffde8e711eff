import Foundation
import FuzzSupport
import Models

/// BlurHash strings from a server, decoded at a small size: the first three bytes pick the width, the
/// height and the punch; the rest is the hash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBlurHash(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard bytes.count >= 3 else { return 0 }
  let width = Int(bytes[0] % 32) + 1
  let height = Int(bytes[1] % 32) + 1
  let punch = Double(bytes[2]) / 16
  let hash = String(decoding: bytes.dropFirst(3), as: UTF8.self)
  _ = try? BlurHash.decode(hash, width: width, height: height, punch: punch)
  return 0
}

@_cdecl("fuzz_blurhash_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzBlurHash)
}
