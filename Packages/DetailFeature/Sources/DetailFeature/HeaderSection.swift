import Core
import DataLayer
import Models

/// The top of the photo screen: the photographer's name as the title, their username, and whether the
/// photo is a favorite.
struct HeaderSection: SectionProvider {
  struct Item: Identifiable, Sendable {
    let photo: Photo
    let isFavorite: Bool
    var id: String { "title" }
  }

  let id = "detail.header"
  let title: String? = nil
  let order = 0

  func items(for photo: Photo, resolver: Resolver) async throws -> [Item] {
    let isFavorite = try await resolver.resolve(FavoritesClient.self).isFavorite(photo.id)
    return [Item(photo: photo, isFavorite: isFavorite)]
  }

  func lines(for item: Item) -> [String] {
    let mark = item.isFavorite ? "★ favorite" : "☆ not a favorite (mosaic favorites add \(item.photo.id))"
    return [item.photo.user.name, "@\(item.photo.user.username) · \(item.photo.id) · \(mark)"]
  }

  func json(for item: Item) -> JSONValue {
    [
      "title": .string(item.photo.user.name),
      "username": .string(item.photo.user.username),
      "isFavorite": .bool(item.isFavorite),
    ]
  }
}
