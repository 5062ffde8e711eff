import Foundation

/// The file `mosaic export` writes and `mosaic import` reads: a versioned envelope holding one section per
/// store, each with its own version, so stores join (and change their format) without touching the
/// envelope or the commands.
///
/// ```json
/// {
///   "format" : "mosaic-export",
///   "version" : 1,
///   "exportedAt" : "2026-11-23T10:42:00Z",
///   "sections" : {
///     "favorites" : { "version" : 1, "items" : [ { "id" : "q5Aq-4pHXK9", "addedAt" : "…", "photo" : { … } } ] }
///   }
/// }
/// ```
public struct TransferDocument: Hashable, Sendable, Codable {
  /// One store's part: the version of its format and its items.
  public struct Section: Hashable, Sendable, Codable {
    public let version: Int
    public let items: [TransferValue]

    public init(version: Int, items: [TransferValue]) {
      self.version = version
      self.items = items
    }
  }

  /// Always `mosaic-export`: tells this file apart from any other JSON.
  public let format: String
  /// The envelope's version; ``currentVersion`` is what this build writes and the newest it reads.
  public let version: Int
  public let exportedAt: Date
  /// By each store's stable section name.
  public let sections: [String: Section]

  public static let formatName = "mosaic-export"
  public static let currentVersion = 1
  /// The largest file `mosaic import` reads (32 MiB).
  public static let maximumBytes = 32 << 20
  /// The most items one section may hold.
  public static let maximumItems = 100_000

  public init(exportedAt: Date, sections: [String: Section]) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.exportedAt = exportedAt
    self.sections = sections
  }

  /// The document as pretty-printed JSON with sorted keys.
  public func encoded() throws(DataLayerError) -> Data {
    do {
      return try Self.encoder.encode(self)
    } catch {
      throw DataLayerError(.transferInvalid, detail: "\(error)", value: "document")
    }
  }

  /// Reads a document, checking its size, its JSON, that no object repeats a key, its format name, its version
  /// and its sections' sizes.
  ///
  /// - Throws: ``DataLayer/DataLayerError`` `transferTooLarge`, `transferUnreadable` (with the line and
  ///   column when the JSON parser gives them), `transferInvalid` (with the field: a repeated key, a format
  ///   that is not `mosaic-export`, a version below 1, …), `transferNewerVersion`.
  public static func decode(_ data: Data, path: String) throws(DataLayerError) -> TransferDocument {
    guard data.count <= maximumBytes else {
      throw DataLayerError(.transferTooLarge, path: path, size: data.count, limit: maximumBytes)
    }
    // A backup whose meaning depends on the reader is refused, not read one reader's way.
    if let field = DuplicateKeyScan.firstDuplicate(in: data) {
      throw DataLayerError(.transferInvalid, path: path, detail: "the key appears twice in its object", value: field)
    }
    let document: TransferDocument
    do {
      document = try decoder.decode(TransferDocument.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw DataLayerError(.transferUnreadable, path: path, detail: TransferFailure.syntax(data))
      }
      throw TransferFailure.error(error, path: path, section: nil, index: nil)
    } catch {
      throw DataLayerError(.transferUnreadable, path: path, detail: TransferFailure.reason(error))
    }
    guard document.format == formatName else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "\(TransferItemCoding.quoted(document.format)), not '\(formatName)'",
        value: "format")
    }
    guard document.version >= 1 else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "\(document.version) is not a format version", value: "version")
    }
    guard document.version <= currentVersion else {
      throw DataLayerError(
        .transferNewerVersion, path: path, value: "document", version: document.version, knownVersion: currentVersion)
    }
    for (name, section) in document.sections where section.items.count > maximumItems {
      throw DataLayerError(.transferTooLarge, path: path, value: name, size: section.items.count, limit: maximumItems)
    }
    return document
  }

  package static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()

  package static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()
}
