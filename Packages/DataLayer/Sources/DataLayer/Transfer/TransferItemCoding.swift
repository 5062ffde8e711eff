import Foundation
import SafeText

/// Turns one item of an export section into a document value and back, with the typed error every store
/// gives for an item it cannot read: ``DataLayerError`` `transferInvalid` naming the item and field
/// (`sections.savedArticles.items[2].article.url`).
///
/// ```swift
/// let value = try TransferItemCoding.value(item, encoder: NewsJSON.encoder)
/// let back = try TransferItemCoding.decode(Item.self, value, section: "savedArticles", index: 0, path: "f.json",
///                                          decoder: NewsJSON.decoder)
/// ```
package enum TransferItemCoding {
  /// `item` as a document value, written with `encoder` (the dialect its values use).
  package static func value(_ item: some Encodable, encoder: JSONEncoder) throws -> TransferValue {
    try TransferDocument.decoder.decode(TransferValue.self, from: encoder.encode(item))
  }

  /// The item at `index` of `section`, read with `decoder`.
  package static func decode<Item: Decodable>(
    _ type: Item.Type, _ value: TransferValue, section: String, index: Int, path: String, decoder: JSONDecoder
  ) throws(DataLayerError) -> Item {
    do {
      return try decoder.decode(Item.self, from: TransferDocument.encoder.encode(value))
    } catch let error as DecodingError {
      throw TransferFailure.error(error, path: path, section: section, index: index)
    } catch {
      throw DataLayerError(
        .transferInvalid, path: path, detail: TransferFailure.reason(error), value: field(section, index))
    }
  }

  /// `sections.<section>.items[<index>]`, with `.<name>` when a field is named.
  package static func field(_ section: String, _ index: Int, _ name: String? = nil) -> String {
    "sections.\(section).items[\(index)]" + (name.map { ".\($0)" } ?? "")
  }

  /// `value` in single quotes for a message, cut to 60 characters: the offending value of a file's field.
  package static func quoted(_ value: String) -> String {
    value.count > 60 ? "'\(value.prefix(59))…'" : "'\(value)'"
  }

  /// Whether `text` holds a control character, a line break or an escape (a hand-edited or hostile file), by
  /// SafeText's one table; bidirectional marks are allowed, as a search in Arabic or Hebrew may hold them.
  package static func hasControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isControl($0) && !TerminalText.isBidiControl($0) }
  }
}
