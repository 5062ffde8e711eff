import DataLayer
import Foundation
import Testing

/// `mosaic import` brings a plugin's keys in only for an installed plugin: the others are taken out of the document
/// (and named with their counts), a bad item is refused with its index in the file, and a section of another version
/// is left for the import to judge.
@Suite struct PluginStorageKeepingTests {
  static func document(_ items: [String], version: Int = 1) throws -> TransferDocument {
    let json =
      #"{"format":"mosaic-export","version":1,"exportedAt":"2026-11-26T10:00:00Z","sections":{"#
      + #""favorites":{"version":1,"items":[]},"#
      + #""pluginStorage":{"version":\#(version),"items":[\#(items.joined(separator: ","))]}}}"#
    return try TransferDocument.decode(Data(json.utf8), path: "backup.json")
  }

  static func item(_ plugin: String, _ key: String) -> String {
    #"{"plugin":"\#(plugin)","key":"\#(key)","value":"v","updatedAt":"2026-11-26T10:00:00Z"}"#
  }

  @Test func theKeysOfAPluginNotInstalled_areTakenOut_andNamedWithTheirCount() throws {
    let document = try Self.document([
      Self.item("moon", "a"), Self.item("palette", "last"), Self.item("moon", "b"), Self.item("ghost", "x"),
    ])
    let (kept, notInstalled) = try document.keepingPluginStorage(of: ["palette"], path: "backup.json")
    #expect(notInstalled == [.init(plugin: "ghost", keys: 1), .init(plugin: "moon", keys: 2)])
    let items = try #require(kept.sections["pluginStorage"]?.items)
    let plugins = try items.enumerated().map { try PluginStorageTransferItem.decode($1, index: $0, path: "-").plugin }
    #expect(plugins == ["palette"])
    #expect(kept.sections["favorites"] == document.sections["favorites"], "other sections stay as they are")
    #expect(kept.exportedAt == document.exportedAt)
  }

  @Test func everyPluginInstalled_orNoSection_leavesTheDocumentAsItIs() throws {
    let document = try Self.document([Self.item("palette", "last")])
    let (kept, notInstalled) = try document.keepingPluginStorage(of: ["palette", "moon"], path: "backup.json")
    #expect(kept == document && notInstalled.isEmpty)
    let none = TransferDocument(exportedAt: Date(timeIntervalSince1970: 0), sections: [:])
    let (same, nothingLeft) = try none.keepingPluginStorage(of: [], path: "backup.json")
    #expect(same == none && nothingLeft.isEmpty)
  }

  @Test func aBadItem_isRefusedWithItsIndexInTheFile() throws {
    let document = try Self.document([Self.item("ghost", "a"), Self.item("Not An Id", "b")])
    #expect {
      _ = try document.keepingPluginStorage(of: [], path: "backup.json")
    } throws: { error in
      (error as? DataLayerError)?.value == "sections.pluginStorage.items[1].plugin"
    }
  }

  @Test func aSectionOfAnotherVersion_isLeftForTheImportToJudge() throws {
    let document = try Self.document([#"{"whatever": 1}"#], version: 2)
    let (kept, notInstalled) = try document.keepingPluginStorage(of: [], path: "backup.json")
    #expect(kept == document && notInstalled.isEmpty)
  }
}
