import Core
import Foundation
import Models
import PluginKit
import Synchronization

/// A plugin's section on the photo page, as a section provider like the built-in ones: it has its own
/// `SectionState`, so a slow or failing plugin shows its sentence in its own section and never blanks the page.
/// Section providers are known by type (a static `id` and `order`), so each plugin section gets a generic slot type
/// of its own, as plugin commands do (``PluginCommandSlot``).
struct PluginSectionProvider<Tag: SendableMetatype>: SectionProvider {
  typealias Subject = Photo

  static var id: String { PluginSectionTable.entry(SlotNumbers.number(of: Self.self)).id }
  /// After every built-in section, in the order the plugins were added.
  static var order: Int { 10_000 + SlotNumbers.number(of: Self.self) }

  let target: PluginSectionTarget

  func title(in language: Language) -> String? {
    PluginHostText.clean(target.spec.title.text(german: language == .german), limit: 80)
  }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    var request = PluginRequest(type: .section, id: 0)
    request.section = target.spec.id
    request.subject = [
      "id": photo.id, "author": photo.user.name, "username": photo.user.username,
      "description": photo.bestDescription ?? "",
      "blurHash": photo.blurHash ?? "", "width": String(photo.width), "height": String(photo.height),
      "color": photo.color,
    ]
    let reply = try await target.supervisor.send(request, to: target.plugin, language: language)
    guard reply.type == .items, let items = reply.items else {
      throw PluginHostError(.garbage, plugin: target.plugin.manifest.id, detail: "no items")
    }
    return PluginItems.sectionItems(items, pictures: PluginPictureGate(manifest: target.plugin.manifest))
  }
}

/// What a plugin section loads with.
struct PluginSectionTarget: Sendable {
  let supervisor: PluginSupervisor
  let plugin: InstalledPlugin
  let spec: SectionSpec
}

/// Slot numbers by plugin section (`palette/palette`) and each slot's section id.
enum PluginSectionTable {
  struct Entry: Sendable { var id: String }
  private static let table = Mutex<(slots: [String: Int], entries: [Entry])>(([:], []))

  static func slot(for key: String, id: String) -> Int {
    table.withLock { table in
      if let slot = table.slots[key] {
        table.entries[slot] = Entry(id: id)
        return slot
      }
      table.entries.append(Entry(id: id))
      table.slots[key] = table.entries.count - 1
      return table.entries.count - 1
    }
  }

  static func entry(_ slot: Int) -> Entry {
    table.withLock { (0..<$0.entries.count).contains(slot) ? $0.entries[slot] : Entry(id: "plugin.unknown") }
  }
}

extension ModuleRegistrar {
  /// Contributes slot `slot`'s section to the photo page, loaded with what `target` builds.
  func pluginSection(slot: Int, target: @escaping @Sendable (Resolver) throws -> PluginSectionTarget) {
    func contribute<Tag: SendableMetatype>(_: Tag.Type, remaining: Int) {
      if remaining == 0 {
        SlotNumbers.record(PluginSectionProvider<Tag>.self, as: slot)
        section(PluginSectionProvider<Tag>.self, in: .detail) { resolver in
          PluginSectionProvider(target: try target(resolver))
        }
      } else {
        contribute(SlotNext<Tag>.self, remaining: remaining - 1)
      }
    }
    contribute(SlotZero.self, remaining: slot)
  }
}
