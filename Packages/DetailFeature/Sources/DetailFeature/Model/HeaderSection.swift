import Core
import DataLayer
import Foundation
import Models

/// The top of a photo's page: the photographer's name as the title, their username and the photo's id
/// under it, the favorite mark, and the picture itself.
struct HeaderSection: SectionProvider {
  static let id = "detail.header"
  static let order = 0

  let favorites: FavoritesClient

  func title(in language: Language) -> String? { nil }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let isFavorite = try await favorites.isFavorite(photo.id)
    let name = Self.trimmingWhitespace(photo.user.name)
    return [
      SectionItem(
        id: "title",
        content: .heading(
          title: name.isEmpty ? DetailStrings.unknownAuthor(language) : name,
          subtitle: "@\(photo.user.username) · \(photo.id)"),
        mark: isFavorite ? .favorite : .notFavorite,
        image: ImageReference(
          url: photo.urls.small, largeURL: photo.urls.regular, blurHash: photo.blurHash, width: photo.width,
          height: photo.height, description: photo.altDescription),
        actions: [ItemAction(id: "favorite", title: DetailStrings.toggleFavorite(isFavorite: isFavorite, language))])
    ]
  }

  /// `text` without the whitespace Foundation's `CharacterSet.whitespaces` holds (tab, the space separators of
  /// category Zs and, in this Foundation, U+200B) at either end, as `trimmingCharacters(in: .whitespaces)` gives
  /// it. In Swift: Foundation's trim went through `NSString`, whose generic string conversions scanned the
  /// binary's conformance records five times on every `mosaic photo ID` (PROJECT_PLAN.md, "Issue 23 — start-up
  /// code (fourth part)").
  static func trimmingWhitespace(_ text: String) -> String {
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    // `String(Substring.UnicodeScalarView)`, concrete: rebuilding a `String.UnicodeScalarView` from the slice ran
    // the generic `append(contentsOf:)`, which scanned as well.
    return String(scalars[first...last])
  }

  func perform(_ action: ItemAction, on item: SectionItem, for photo: Photo) async throws -> ActionOutcome {
    guard action.id == "favorite" else {
      throw CoreError(
        .unsupportedAction, "Section '\(Self.id)' cannot perform '\(action.id)' on '\(item.id)'.", value: item.id,
        detail: action.id)
    }
    _ = try await favorites.toggle(photo)
    return .reload
  }
}
