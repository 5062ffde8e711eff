import Foundation
import Models

/// Strings a hostile server might send: escape sequences that clear the screen or set the window title,
/// C1 controls, a line break that forges a line, and a bidirectional override.
public enum HostileText {
  /// Clears the screen, sets the title, forges an `Error:` line, colors text and reorders it.
  public static let sample =
    "Sunset\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07}\nError: forged line\r\u{9B}31mred\u{202E}txt.exe\u{1B}[0m"
  /// Escape, C1 and bidi characters that must never reach a terminal from server text.
  public static let forbidden: Set<Unicode.Scalar> = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\r"]

  /// Whether `output` holds none of ``forbidden`` and no line starting with the forged `Error:`.
  public static func isClean(_ output: String) -> Bool {
    !output.unicodeScalars.contains(where: forbidden.contains)
      && !output.split(separator: "\n").contains { $0.hasPrefix("Error: forged") }
  }
}

extension Photo {
  /// A photo whose every server-sent text is ``HostileText/sample``.
  public static func hostile(_ id: String) throws -> Photo {
    let photo = try Photo.fixture(id)
    return Photo(
      id: photo.id, createdAt: photo.createdAt, width: photo.width, height: photo.height, color: photo.color,
      blurHash: photo.blurHash, likes: photo.likes, description: HostileText.sample,
      altDescription: HostileText.sample, urls: photo.urls,
      user: PhotoUser(id: "user-\(id)", username: HostileText.sample, name: HostileText.sample))
  }
}
