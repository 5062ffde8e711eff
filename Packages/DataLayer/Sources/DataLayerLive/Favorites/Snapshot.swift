import DataLayer
import Foundation
import Models

/// A favorite's copy of its photo: the Photo as Unsplash JSON, so the favorites list works offline.
enum Snapshot {
  static func encode(_ photo: Photo) throws(DataLayerError) -> String {
    do {
      return String(decoding: try UnsplashJSON.encoder.encode(photo), as: UTF8.self)
    } catch {
      throw DataLayerError(.snapshotFailed, detail: "\(error)", value: photo.id)
    }
  }

  /// The photo, or `nil` when the text is not a readable photo (for example after a hand edit).
  static func decode(_ text: String) -> Photo? {
    try? UnsplashJSON.decoder.decode(Photo.self, from: Data(text.utf8))
  }
}
