import CoreUI
import Models

/// The pictures a photo shows until the image pipeline's arrive: its BlurHash decoded at the size of its
/// cells (else its average color), decoded once per size and kept.
@MainActor
final class PlaceholderPictures {
  /// The largest side decoded; the painter scales a placeholder up, and a blur loses nothing by it.
  static let maximumSide = 64
  private let memo = PictureMemo()

  /// The placeholder of `photo` for `columns`×`rows` cells (two pixels per cell vertically).
  func picture(for photo: Photo, columns: Int, rows: Int) -> Picture? {
    let width = min(max(columns, 1), Self.maximumSide)
    let height = min(max(rows * 2, 1), Self.maximumSide)
    return memo.picture(for: photo.id, width: width, height: height) {
      Self.decode(photo, width: width, height: height)
    }
  }

  private static func decode(_ photo: Photo, width: Int, height: Int) -> Picture? {
    if let hash = photo.blurHash, let rgb = try? BlurHash.decode(hash, width: width, height: height) {
      return Picture(width: width, height: height, rgb: rgb)
    }
    guard let color = RGBColor(hex: photo.color) else { return nil }
    return Picture(width: 1, height: 1, rgb: [color.red, color.green, color.blue])
  }
}
