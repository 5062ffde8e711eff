import CoreCLI
import Foundation
import Models

/// The gallery as readable terminal lines: a heading, one line per photo with ★ on favorites, and
/// the command for the next page.
enum GalleryListing {
  /// The widest line the listing produces.
  static let width = 100

  static func heading(_ state: GalleryState, source: String) -> String {
    var parts = ["Page \(state.page)"]
    if let total = state.total {
      let pages = max(1, (total + state.perPage - 1) / state.perPage)
      parts[0] += " of \(pages)"
      parts.append("\(total) photos")
    }
    parts.append(source)
    return parts.joined(separator: " · ")
  }

  static func line(_ item: GalleryItem) -> String {
    let mark = item.isFavorite ? "★" : " "
    let author = TextLayout.pad(item.photo.user.name, width: 22)
    let prefix = " \(mark) \(item.photo.id)  \(author)  "
    return prefix + TextLayout.fit(item.photo.displayDescription, width: width - prefix.count)
  }

  static func footer(_ state: GalleryState) -> String {
    if state.hasMore {
      return
        "Next page: mosaic gallery --page \(state.page + 1)\(state.perPage == 30 ? "" : " --per-page \(state.perPage)")"
    }
    return "End of the gallery."
  }
}
