import Core
import Foundation
import PluginKit

/// A plugin's items as the host's section items: every string cleaned and bounded, only `mosaic://` and `https://`
/// links kept, ids that are not letters, digits and `-` replaced, at most 100 items and 4 actions an item, and a
/// picture kept only when `pictures` lets its address through (an origin the manifest declares). What the photo
/// page's plugin sections and the terminal app's plugin tabs show.
///
/// ```swift
/// let items = PluginItems.sectionItems(reply.items ?? [], pictures: PluginPictureGate(manifest: plugin.manifest))
/// ```
package enum PluginItems {
  /// The most items a section or tab shows.
  package static let limit = 100

  package static func sectionItems(_ items: [PluginItem], pictures: PluginPictureGate = .closed) -> [SectionItem] {
    items.prefix(limit).enumerated().map { sectionItem($1, index: $0, pictures: pictures) }
  }

  package static func sectionItem(
    _ item: PluginItem, index: Int, pictures: PluginPictureGate = .closed
  ) -> SectionItem {
    let title = PluginHostText.clean(item.title, limit: 200)
    let detail = item.detail.map { PluginHostText.clean($0, limit: 500) }
    let content: SectionItem.Content =
      switch item.kind {
      case .heading: .heading(title: title, subtitle: detail)
      case .field: .field(label: title, value: detail ?? "")
      case .entry: .entry(code: nil, title: title, detail: detail)
      case .text: .text(title)
      }
    let id = isPlain(item.id) ? item.id : "item-\(index)"
    let link = item.url.flatMap {
      $0.hasPrefix("mosaic://") || $0.hasPrefix("https://") ? PluginHostText.clean($0, limit: 500) : nil
    }
    var actions = link.map { [ItemAction.open($0, title: "Open")] } ?? []
    for action in (item.actions ?? []).prefix(4) where isPlain(action.id) {
      actions.append(ItemAction(id: action.id, title: PluginHostText.clean(action.title, limit: 80)))
    }
    let image = pictures.url(item.picture).map { ImageReference(url: $0, description: title) }
    return SectionItem(id: id, content: content, image: image, actions: actions)
  }

  private static func isPlain(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 64 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }
}

extension PluginItems {
  /// A command's or route's output as a page: its title, its fields as labelled rows and its lines as text.
  package static func page(_ output: PluginOutput) -> PluginPage {
    let fields = output.fields.prefix(200).enumerated().map { index, field in
      SectionItem(
        id: "field-\(index)",
        content: .field(
          label: PluginHostText.clean(field.label, limit: 200), value: PluginHostText.clean(field.value, limit: 2_000)))
    }
    let lines = output.lines.prefix(1_000).enumerated().map { index, line in
      SectionItem(id: "line-\(index)", content: .text(PluginHostText.clean(line, limit: 2_000)))
    }
    return PluginPage(title: output.title.map { PluginHostText.clean($0, limit: 200) }, items: fields + lines)
  }
}
