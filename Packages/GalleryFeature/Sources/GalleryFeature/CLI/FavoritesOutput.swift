import CoreCLI
import DataLayer
import Foundation
import Models

/// What `mosaic favorites list` prints: `{"favorites":[{…photo…, "addedAt"}]}`, or one line per favorite.
struct FavoritesListOutput: CommandOutput {
  let favorites: [Favorite]

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    guard !favorites.isEmpty else { return [GalleryStrings.noFavorites(language)] }
    return [style.palette.paint(GalleryStrings.favoritesHeading(count: favorites.count, language), .heading)]
      + favorites.map { favorite in
        let photo = favorite.photo
        let prefix =
          " \(style.palette.paint("★", .accent)) \(photo.id)  \(TerminalText.pad(photo.user.name, width: 22))  "
        let prefixWidth = 5 + photo.id.count + 22 + 2
        let added = "  " + GalleryStrings.added(LocalTimestamp.minute(favorite.addedAt), language)
        return prefix
          + TerminalText.pad(
            GalleryStrings.description(of: photo, language), width: style.width - prefixWidth - added.count)
          + added
      }
  }

  private enum CodingKeys: String, CodingKey { case favorites }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      favorites.map { PhotoSummary(photo: $0.photo, isFavorite: true, addedAt: $0.addedAt) }, forKey: .favorites)
  }
}

/// What `mosaic favorites add|remove|toggle` prints: `{"id","isFavorite","changed"}` (`changed` false when
/// the photo already was, or was not, a favorite), or one sentence when something changed.
struct FavoriteChangeOutput: CommandOutput {
  let change: FavoriteChange

  func lines(in style: TextStyle) -> [String] {
    guard change.changed else { return [] }
    return [
      change.isFavorite
        ? GalleryStrings.favoriteAdded(change.id, author: change.author, style.language)
        : GalleryStrings.favoriteRemoved(change.id, style.language)
    ]
  }

  private enum CodingKeys: String, CodingKey { case id, isFavorite, changed }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(change.id, forKey: .id)
    try container.encode(change.isFavorite, forKey: .isFavorite)
    try container.encode(change.changed, forKey: .changed)
  }
}
