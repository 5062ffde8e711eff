import Foundation
import PluginKit
import Testing

@testable import PluginHostLive

/// `mosaic photo ID` reads only the start index's entries with a photo section (and every dev plugin's): what it
/// gets is what a full read filtered to those plugins gets, a plugin added, removed or edited by another process is
/// seen on the next read, and a damaged start index is refused and written again as a full read refuses it.
@Suite struct PluginStartIndexSelectionTests {
  static let photo = PluginStartIndexSelection.sections(in: "photo")

  static func withPhotoSection(_ plugins: [InstalledPlugin]) -> [InstalledPlugin] {
    plugins.filter { $0.manifest.contributions.sections.contains { $0.slot == "photo" } }
  }

  @Test func sectionsRead_areThePluginsWithAPhotoSection_andOnlyThoseEntriesAreRead() throws {
    let (store, root) = try PluginStartIndexTests.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let recorded = try store.installed()
    #expect(recorded.map(\.manifest.id) == ["alpha", "beta"])

    #expect(store.load(sectionsIn: "photo") == Self.withPhotoSection(recorded))
    #expect(store.load(sectionsIn: "photo").map(\.manifest.id) == ["beta"])
    #expect(store.load(sectionsIn: "sidebar").isEmpty)
    // alpha, with no section, is skipped unread; the full read still sees both.
    #expect(try store.readStartIndex(Self.photo).entries.map(\.plugin.manifest.id) == ["beta"])
    #expect(try store.readStartIndex().entries.map(\.plugin) == recorded)
  }

  @Test func aPluginAddedOrRemovedByAnotherProcess_isSeenAtOnce() throws {
    let (store, root) = try PluginStartIndexTests.store()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(store.load(sectionsIn: "photo").map(\.manifest.id) == ["beta"])
    // Another shell: its own store on the same folder.
    let other = PluginStore(folder: store.folder)
    let section = SectionSpec(id: "gamma", slot: "photo", title: LocalizedText(en: "Gamma"))
    try FakePlugin.write(in: root.appendingPathComponent("c"), id: "gamma", behaviour: "pass", sections: [section])
    try other.add(from: root.appendingPathComponent("c"))
    #expect(store.load(sectionsIn: "photo").map(\.manifest.id) == ["beta", "gamma"])
    try other.remove("beta")
    #expect(store.load(sectionsIn: "photo").map(\.manifest.id) == ["gamma"])
  }

  /// `index.json` edited in place by hand (same inode) so that alpha gains a photo section: its stamp differs, so
  /// the JSON is read, not the start index that says alpha has none.
  @Test func indexJSONEditedInPlace_aNewSectionIsSeen() throws {
    let (store, root) = try PluginStartIndexTests.store()
    defer { try? FileManager.default.removeItem(at: root) }
    var index = try JSONDecoder().decode(PluginIndex.self, from: Data(contentsOf: store.indexURL))
    index.plugins[0].manifest.contributions.sections = [
      SectionSpec(id: "alpha", slot: "photo", title: LocalizedText(en: "Alpha"))
    ]
    let handle = try FileHandle(forWritingTo: store.indexURL)
    try handle.write(contentsOf: JSONEncoder().encode(index))
    try handle.truncate(atOffset: try handle.offset())
    try handle.close()
    #expect(store.load(sectionsIn: "photo").map(\.manifest.id) == ["alpha", "beta"])
  }

  /// A dev plugin with no section is still read (its manifest's stamp is checked), so a rebuilt manifest that adds
  /// a photo section shows on the next run.
  @Test func devPluginWithoutASection_gainingOne_isSeenOnTheNextRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-select-dev-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appendingPathComponent("weather")
    let store = PluginStore(folder: root.appendingPathComponent("data/plugins"))
    try FakePlugin.write(in: source, id: "weather", behaviour: "pass")
    try store.addDev(from: source, protecting: [])
    #expect(store.load(sectionsIn: "photo").isEmpty)
    #expect(try store.readStartIndex(Self.photo).entries.map(\.plugin.manifest.id) == ["weather"])

    let section = SectionSpec(id: "forecast", slot: "photo", title: LocalizedText(en: "Forecast"))
    try FakePlugin.write(in: source, id: "weather", behaviour: "pass", sections: [section])
    #expect(store.load(sectionsIn: "photo").first?.manifest.contributions.sections == [section])
  }

  @Test(arguments: 0..<PluginStartIndexTests.damages.count)
  func damagedStartIndex_isRefusedByTheSectionsRead_andWrittenAgain(_ index: Int) throws {
    let (store, root) = try PluginStartIndexTests.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let recorded = try store.installed()
    let damage = PluginStartIndexTests.damages[index]
    let damaged = damage.damage(Array(try Data(contentsOf: store.startIndexURL)))
    try Data(damaged).write(to: store.startIndexURL)
    #expect(throws: PluginStartIndex.Refusal.self, "\(damage.id)") {
      try PluginStartIndex(bytes: damaged, selection: Self.photo)
    }
    #expect(store.load(sectionsIn: "photo") == Self.withPhotoSection(recorded), "\(damage.id)")
    #expect(try store.readStartIndex().entries.map(\.plugin) == recorded, "written again")
  }

  /// Lines before the first plugin, and a plugin line of the wrong shape, are refused by the sections read too.
  @Test func malformedPluginLines_areRefused() throws {
    let (store, root) = try PluginStartIndexTests.store()
    defer { try? FileManager.default.removeItem(at: root) }
    let text = try String(contentsOf: store.startIndexURL, encoding: .utf8)
    let early = text.replacingOccurrences(of: "plugin\talpha", with: "route\tx\ty\nplugin\talpha")
    let short = text.replacingOccurrences(of: "plugin\talpha\t", with: "plugin\talpha\tx\t")
    for forged in [early, short] {
      #expect(throws: PluginStartIndex.Refusal.self) {
        try PluginStartIndex(bytes: PluginStartIndexTests.rechecked(forged), selection: Self.photo)
      }
    }
  }

  /// The hand-written cut the reader uses is `split(separator:omittingEmptySubsequences: false)`'s.
  @Test(arguments: ["", "\t", "a", "a\tb", "\ta\t\tb\t", "plugin\tx\t\t=y\n"])
  func pieces_areWhatSplitGives(_ text: String) {
    let bytes = ArraySlice(Array(text.utf8))
    #expect(
      PluginStartIndexLines.pieces(bytes, separator: 0x09)
        == bytes.split(separator: 0x09, omittingEmptySubsequences: false))
    let inner = bytes.dropFirst()
    #expect(
      PluginStartIndexLines.pieces(inner, separator: 0x09)
        == inner.split(separator: 0x09, omittingEmptySubsequences: false))
  }
}
