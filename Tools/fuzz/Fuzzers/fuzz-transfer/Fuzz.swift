import Core
import DataLayer
import Foundation
import FuzzSupport

/// An export file given to `mosaic import`: the envelope, then every favorites item as the import checks
/// it. Every refusal is a typed error with a sentence.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransfer(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  do {
    let document = try TransferDocument.decode(data, path: "fuzz.json")
    for (index, value) in (document.sections[FavoriteTransferItem.section]?.items ?? []).enumerated() {
      do {
        _ = try FavoriteTransferItem.decode(value, index: index, path: "fuzz.json")
      } catch {
        _ = error.message(in: .german)
      }
    }
    _ = try? document.encoded()
  } catch {
    _ = error.message(in: .english)
  }
  return 0
}

@_cdecl("fuzz_transfer_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzTransfer)
}
