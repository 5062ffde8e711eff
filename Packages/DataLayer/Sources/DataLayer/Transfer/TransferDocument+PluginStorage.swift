/// `mosaic import` brings a plugin's stored keys in only for a plugin that is installed. A plugin's store can hold
/// what the person gave that plugin (the palette keeps their own Unsplash access key), and an id is only a name: kept
/// for a plugin that is not there, the keys would go to whatever plugin is next added under that id, and
/// `mosaic plugins remove` could not delete them. So they stay in the file, the import says so in one sentence per
/// plugin, and importing the same file again once the plugin is added brings them in (a merge changes nothing else).
extension TransferDocument {
  /// A plugin whose keys the file holds but that is not installed, and how many keys were left in the file.
  public struct PluginNotInstalled: Hashable, Sendable, Codable {
    public let plugin: String
    public let keys: Int

    public init(plugin: String, keys: Int) {
      self.plugin = plugin
      self.keys = keys
    }
  }

  /// The document with the `pluginStorage` items of plugins not in `installed` taken out, and those plugins (sorted,
  /// with their key counts). Every item is checked first, so a bad one is refused with its index in the file. A
  /// section of another version than 1 is left as it is, for the import to judge.
  ///
  /// ```swift
  /// let (kept, notInstalled) = try document.keepingPluginStorage(of: ["palette"], path: "backup.json")
  /// notInstalled   // [PluginNotInstalled(plugin: "moon", keys: 2)]
  /// ```
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the item and field.
  public func keepingPluginStorage(
    of installed: Set<String>, path: String
  ) throws(DataLayerError) -> (document: TransferDocument, notInstalled: [PluginNotInstalled]) {
    let name = PluginStorageTransferItem.section
    guard let section = sections[name], section.version == 1 else { return (self, []) }
    var kept: [TransferValue] = []
    var left: [String: Int] = [:]
    for (index, value) in section.items.enumerated() {
      let item = try PluginStorageTransferItem.decode(value, index: index, path: path)
      if installed.contains(item.plugin) {
        kept.append(value)
      } else {
        left[item.plugin, default: 0] += 1
      }
    }
    guard !left.isEmpty else { return (self, []) }
    var sections = self.sections
    sections[name] = Section(version: section.version, items: kept)
    let notInstalled = left.sorted { $0.key < $1.key }.map { PluginNotInstalled(plugin: $0.key, keys: $0.value) }
    return (TransferDocument(exportedAt: exportedAt, sections: sections), notInstalled)
  }
}
