import Core
import Foundation

/// Turns encoded bytes into a bitmap fitted to a box; the App passes the system decoders (libpng and
/// libjpeg-turbo), so no feature knows a format.
///
/// ```swift
/// let bitmap = try decoder.decode(data, PixelSize(width: 80, height: 80), .fit)
/// ```
public struct ImageDecoder: Sendable {
  /// Decodes `data` into `box` as `fit` says. Throws ``ImageError``: `unsupportedFormat`, `corrupt`,
  /// `truncated`, or `tooManyPixels` before allocating anything for a decompression bomb.
  public var decode: @Sendable (_ data: Data, _ box: PixelSize, _ fit: ImageFit) throws -> Bitmap

  public init(decode: @escaping @Sendable (Data, PixelSize, ImageFit) throws -> Bitmap) {
    self.decode = decode
  }
}
