import Core
import CoreUI

/// The photo page's keys that act on the photo shown, apart from the page's own keys: `d` downloads the
/// picture, `o` opens its Unsplash page, `u` the photographer's.
extension PhotoDetailScreen {
  /// Whether `key` was one of `d`, `o`, `u` and acted (only once the photo has loaded).
  func handleAction(_ key: Key) -> Bool {
    guard let actions, let photo = model.state.photo else { return false }
    switch key {
    case .character("d"): actions.download(photo)
    case .character("o"): actions.openPhoto(photo)
    case .character("u"): actions.openPhotographer(photo)
    default: return false
    }
    return true
  }

  /// Those keys in the key bar, in fewer words than help's so the bar fits 80 columns; none without actions.
  func actionBarHints(_ language: Language) -> [KeyHint] {
    guard actions != nil else { return [] }
    return [
      KeyHint("d", DetailScreenStrings.downloadBar(language)), KeyHint("o", DetailScreenStrings.openBar(language)),
      KeyHint("u", DetailScreenStrings.photographerBar(language)),
    ]
  }

  /// The help lines of those keys; none without actions.
  func actionHints(_ language: Language) -> [KeyHint] {
    guard actions != nil else { return [] }
    return [
      KeyHint("d", DetailScreenStrings.downloadKey(language)),
      KeyHint("o", DetailScreenStrings.openOnUnsplash(language)),
      KeyHint("u", DetailScreenStrings.photographerPage(language)),
    ]
  }
}
