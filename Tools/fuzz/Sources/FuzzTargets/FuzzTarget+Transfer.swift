import Core
import DataLayer
import Foundation

extension FuzzTarget {
  /// An export file given to `mosaic import`: the envelope, then every favorites item as the import checks it.
  /// Every refusal is a typed error with a sentence.
  public static let transfer = FuzzTarget(name: "fuzz-transfer") { (bytes) throws(FuzzFinding) in
    let data = Data(buffer: bytes)
    do throws(DataLayerError) {
      let document = try TransferDocument.decode(data, path: "fuzz.json")
      for (index, value) in (document.sections[FavoriteTransferItem.section]?.items ?? []).enumerated() {
        do throws(DataLayerError) {
          _ = try FavoriteTransferItem.decode(value, index: index, path: "fuzz.json")
        } catch {
          _ = error.message(in: .german)
        }
      }
      _ = try? document.encoded()
    } catch {
      _ = error.message(in: .english)
    }
  }
}
