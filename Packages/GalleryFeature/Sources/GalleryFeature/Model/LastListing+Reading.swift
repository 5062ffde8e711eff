import Foundation
import Models

extension LastListing {
  /// The listing `data` holds, read without `JSONDecoder` when `data` is exactly what ``json`` writes: the
  /// fields are read with ``Models/WrittenJSON`` (the date's number on its own, since that reader takes whole
  /// numbers only) and the listing read is written again and compared byte for byte. Equal bytes are what
  /// ``json`` writes for that listing, which `JSONEncoder` writes too and `JSONDecoder` reads back to it; any
  /// other bytes answer `nil`, and the caller asks `JSONDecoder`. The decoder's first use was 0.86 M of
  /// `mosaic photo ID`'s 12 M instructions.
  static func written(_ data: Data) -> LastListing? {
    let bytes = [UInt8](data)
    let marker = [UInt8](#","savedAt":"#.utf8)
    // A plain loop: `firstRange(of:)` is `_StringProcessing`'s, whose first use costs more than it saves.
    guard let at = (0...max(bytes.count - marker.count, 0)).first(where: { bytes[$0...].starts(with: marker) })
    else { return nil }
    let start = at + marker.count
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")),
      let seconds = Double(String(decoding: bytes[start..<end], as: UTF8.self)), seconds.isFinite
    else { return nil }
    let fields = WrittenJSON.parse(Data(bytes[..<start] + [UInt8(ascii: "0")] + bytes[end...]))
    guard case .flag(let hasMore)? = fields?["hasMore"], case .integer(let page)? = fields?["page"],
      case .integer(let perPage)? = fields?["perPage"], case .list(let list)? = fields?["photoIDs"],
      case .text(let source)? = fields?["source"]
    else { return nil }
    var photoIDs: [String] = []
    for item in list {
      guard case .text(let id) = item else { return nil }
      photoIDs.append(id)
    }
    let listing = LastListing(
      source: source, page: page, perPage: perPage, hasMore: hasMore, photoIDs: photoIDs,
      savedAt: Date(timeIntervalSinceReferenceDate: seconds))
    return listing.json == data ? listing : nil
  }
}
