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

  /// The photo, or `nil` when the text is not a readable photo (for example after a hand edit). What
  /// ``encode(_:)`` wrote is read by ``SnapshotPhoto``; any other text by `JSONDecoder`, which decides.
  static func decode(_ text: String) -> Photo? {
    if let photo = SnapshotPhoto.photo(text) { return photo }
    return foundationDecode(text)
  }

  /// The photo as `JSONDecoder` reads it: what ``decode(_:)`` answered for every text before ``SnapshotPhoto``.
  static func foundationDecode(_ text: String) -> Photo? {
    try? UnsplashJSON.decoder.decode(Photo.self, from: data(text))
  }

  /// `text`'s UTF-8 bytes, as `Data(text.utf8)` gives them, copied through `Data(bytes:count:)`: the generic
  /// `Data.init(_:)` over a sequence scanned every conformance record of the binary on the first favorite of a
  /// run (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth part)").
  static func data(_ text: String) -> Data {
    var text = text
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress, !bytes.isEmpty else { return Data() }
      return Data(bytes: start, count: bytes.count)
    }
  }
}
