import Foundation
import Models

extension PageMemory {
  /// The listings of a cache entry, as `JSONDecoder` reads them: what ``remember(_:page:in:)`` wrote is read by
  /// ``writtenListings(_:)``, any other text by the decoder, which decides; `nil` when it refuses.
  static func listings(_ data: Data) -> [Listing]? {
    writtenListings(data) ?? decodedListings(data)
  }

  /// The listings as `JSONDecoder` reads them: what ``listings(_:)`` answered for every entry before the reader.
  static func decodedListings(_ data: Data) -> [Listing]? {
    (try? NewsJSON.decoder.decode(Stored.self, from: data))?.listings
  }

  /// The listings of an entry in exactly the form ``remember(_:page:in:)`` writes (`{"listings":[{"key":…,
  /// "pages":[{"ids":[…],"listedAt":…,"page":…}]}]}`, no spaces, every key once and no other), without
  /// `JSONDecoder` (0.9 M instructions a `news` run). `nil` for anything else — another key, a field of another
  /// type, a date ``NewsJSON/parseDate(_:)`` does not read, text ``WrittenJSON`` leaves to Foundation — and the
  /// decoder decides.
  static func writtenListings(_ data: Data) -> [Listing]? {
    guard let json = WrittenJSON.parse(data), case .object(let members) = json, members.count == 1,
      case .list(let items)? = json["listings"]
    else { return nil }
    var listings: [Listing] = []
    listings.reserveCapacity(items.count)
    for item in items {
      guard case .object(let fields) = item, fields.count == 2, case .text(let key)? = item["key"],
        case .list(let pageItems)? = item["pages"]
      else { return nil }
      var pages: [Page] = []
      pages.reserveCapacity(pageItems.count)
      for pageItem in pageItems {
        guard let page = writtenPage(pageItem) else { return nil }
        pages.append(page)
      }
      listings.append(Listing(key: key, pages: pages))
    }
    return listings
  }

  private static func writtenPage(_ json: WrittenJSON) -> Page? {
    guard case .object(let fields) = json, fields.count == 3, case .integer(let number)? = json["page"],
      case .text(let stamp)? = json["listedAt"], let listedAt = NewsJSON.parseDate(stamp),
      case .list(let idItems)? = json["ids"]
    else { return nil }
    var ids: [String] = []
    ids.reserveCapacity(idItems.count)
    for item in idItems {
      guard case .text(let id) = item else { return nil }
      ids.append(id)
    }
    return Page(page: number, listedAt: listedAt, ids: ids)
  }
}
