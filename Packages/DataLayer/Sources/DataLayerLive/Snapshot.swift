import DataLayer
import Foundation
import Models

/// A favorite's copy of its photo: the Photo as Unsplash JSON, so the favorites list works offline.
enum Snapshot {
  static func encode(_ photo: Photo) throws -> String {
    do {
      return String(decoding: try UnsplashJSON.encoder.encode(photo), as: UTF8.self)
    } catch {
      throw DataLayerError(
        .snapshotFailed, "Mosaic could not store a snapshot of photo '\(photo.id)' (\(error)); report this bug.")
    }
  }

  /// The photo, or `nil` when the text is not a readable photo (for example after a hand edit).
  static func decode(_ text: String) -> Photo? {
    try? UnsplashJSON.decoder.decode(Photo.self, from: Data(text.utf8))
  }
}
