import Foundation
import Models

/// One key of a plugin's store in an export file, section `pluginStorage` version 1:
/// `{"plugin":"palette","key":"last","value":"q5Aq-4pHXK9","updatedAt":"2026-11-26T10:42:00Z"}`.
///
/// ```swift
/// let item = try PluginStorageTransferItem.decode(value, index: 0, path: "backup.json")
/// print(item.plugin, item.key, item.value)
/// ```
public struct PluginStorageTransferItem: Hashable, Sendable, Codable {
  public let plugin: String
  public let key: String
  public let value: String
  public let updatedAt: Date

  /// The section's name in the document.
  public static let section = "pluginStorage"

  public init(plugin: String, key: String, value: String, updatedAt: Date) {
    self.plugin = plugin
    self.key = key
    self.value = value
    self.updatedAt = updatedAt
  }

  /// The item as a document value.
  public func documentValue() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: NewsJSON.encoder)
  }

  /// The item at `index`, checked: a plugin id as manifests have them (`[a-z][a-z0-9-]*`, at most 32), a key of 1
  /// to ``PluginStorageClient/maximumKeyBytes`` bytes without controls, a value within
  /// ``PluginStorageClient/maximumValueBytes``.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> Self {
    let item = try TransferItemCoding.decode(
      Self.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    func refuse(_ field: String, _ text: String, _ what: String) -> DataLayerError {
      DataLayerError(
        .transferInvalid, path: path, detail: "\(TransferItemCoding.quoted(text)) is not \(what)",
        value: TransferItemCoding.field(section, index, field))
    }
    guard Self.isPluginID(item.plugin) else { throw refuse("plugin", item.plugin, "a plugin id") }
    guard (1...PluginStorageClient.maximumKeyBytes).contains(item.key.utf8.count),
      !TransferItemCoding.hasControls(item.key)
    else { throw refuse("key", item.key, "a key of 1 to \(PluginStorageClient.maximumKeyBytes) bytes") }
    guard item.value.utf8.count <= PluginStorageClient.maximumValueBytes else {
      throw refuse(
        "value", String(item.value.prefix(20)), "a value of at most \(PluginStorageClient.maximumValueBytes) bytes")
    }
    guard item.updatedAt.timeIntervalSince1970.isFinite else {
      throw refuse("updatedAt", "\(item.updatedAt)", "a date")
    }
    return item
  }

  /// `[a-z][a-z0-9-]*`, at most 32 characters: the manifest's rule for an id.
  static func isPluginID(_ text: String) -> Bool {
    guard let first = text.utf8.first, (0x61...0x7A).contains(first), text.utf8.count <= 32 else { return false }
    return text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
  }
}
