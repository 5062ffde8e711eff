import Core
import CoreCLI
import Models

/// The photo's facts: description (falling back to the alt description), size, color, likes, date and
/// placeholder hash, one item each with a stable identifier.
struct DetailsSection: SectionProvider {
  struct Item: Identifiable, Sendable {
    let id: String
    let label: String
    let value: String
  }

  let id = "detail.details"
  let title: String? = "Details"
  let order = 10

  func items(for photo: Photo, resolver: Resolver) async throws -> [Item] {
    var items = [
      Item(id: "description", label: "Description", value: photo.displayDescription),
      Item(id: "size", label: "Size", value: "\(photo.width) × \(photo.height) px"),
      Item(id: "color", label: "Color", value: photo.color),
      Item(id: "likes", label: "Likes", value: "\(photo.likes)"),
      Item(id: "created", label: "Created", value: TextLayout.day(photo.createdAt)),
    ]
    if let alt = photo.altDescription, alt != photo.displayDescription {
      items.insert(Item(id: "alt", label: "Alt text", value: alt), at: 1)
    }
    if let blurHash = photo.blurHash {
      items.append(Item(id: "blurhash", label: "BlurHash", value: blurHash))
    }
    return items
  }

  func lines(for item: Item) -> [String] {
    ["\(TextLayout.pad(item.label + ":", width: 13))\(item.value)"]
  }

  func json(for item: Item) -> JSONValue {
    ["label": .string(item.label), "value": .string(item.value)]
  }
}
