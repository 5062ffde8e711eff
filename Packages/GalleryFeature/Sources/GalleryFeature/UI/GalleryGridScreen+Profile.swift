import Core
import CoreUI
import Models

/// The photographer's profile over their grid (`mosaic://user/USERNAME`): one line with who, where and how many
/// photos, one with the bio fitted to the width; while it loads, a line saying so; when it fails, why, and the
/// grid shows all the same.
extension GalleryGridScreen {
  /// The rows over the grid; none on the gallery's own screen.
  func profileRows(_ language: Language, width: Int, tick: Int) -> [View] {
    guard let profile else { return [] }
    switch profile.phase {
    case .idle, .loading:
      return [View.status(.loading(GalleryScreenStrings.loadingProfile(profile.username, language)), tick: tick)]
    case .failed(let error):
      return [
        View.text(
          GalleryStrings.profileUnavailable(profile.username, reason: error.message(in: language), language),
          role: .secondary)
      ]
    case .loaded, .empty:
      guard let shown = profile.profile else { return [] }
      var rows = [View.line([Span(" " + GalleryStrings.profileLine(shown, language), .heading)])]
      if let bio = GalleryStrings.profileBio(shown) {
        rows.append(View.line([Span(" " + TerminalText.fit(bio, width: max(width - 2, 1)), .secondary)]))
      }
      return rows
    }
  }
}
