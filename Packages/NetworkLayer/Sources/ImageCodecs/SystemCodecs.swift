import CImageCodecs
import Core
import Foundation
import NetworkLayer

/// PNG and JPEG (baseline and progressive) through the system's libpng and libjpeg-turbo. Every decode
/// reads the header first and refuses a picture claiming more than ``maximumPixels`` before allocating a
/// byte for it. A picture much larger than its box is decoded scaled: JPEGs in the DCT (1/2, 1/4, 1/8),
/// PNGs row by row into block averages (any whole factor), so a 40-megapixel thumbnail never holds its
/// 160 MB of pixels.
///
/// ```swift
/// let decoder = ImageDecoder.system()
/// let bitmap = try decoder.decode(pngData, PixelSize(width: 80, height: 80), .fit)
/// let png = try SystemCodecs.encodePNG(bitmap)
/// ```
public enum SystemCodecs {
  /// 40 megapixels: a 7,000 × 5,700 photo decodes, a 50,000 × 50,000 bomb does not.
  public static let maximumPixels = 40_000_000

  /// The formats this decoder reads, told apart by their first bytes.
  public enum Format: String, Sendable, Hashable {
    case png, jpeg
  }

  /// The format of `data` by its signature, or `nil`.
  public static func format(of data: Data) -> Format? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    return nil
  }

  /// The width and height the header claims, without decoding.
  ///
  /// - Throws: ``ImageError`` `unsupportedFormat`, `corrupt` or `truncated`.
  public static func size(of data: Data) throws(ImageError) -> PixelSize {
    guard let format = format(of: data) else { throw ImageError(.unsupportedFormat) }
    var info = mosaic_image_info()
    let status = data.withUnsafeBytes { buffer -> Int32 in
      let bytes = buffer.bindMemory(to: UInt8.self)
      return switch format {
      case .png: mosaic_png_header(bytes.baseAddress, bytes.count, &info)
      case .jpeg: mosaic_jpeg_header(bytes.baseAddress, bytes.count, &info)
      }
    }
    guard status == 0 else { throw failure(info) }
    return PixelSize(width: Int(info.width), height: Int(info.height))
  }

  /// `data` decoded whole, or scaled by `1/scale` (JPEG: 2, 4 or 8; PNG: any whole number), at most
  /// `maximumPixels` claimed.
  ///
  /// - Throws: ``ImageError`` `unsupportedFormat`, `corrupt`, `truncated` or `tooManyPixels`.
  public static func decode(
    _ data: Data, scale: Int = 1, maximumPixels: Int = maximumPixels
  ) throws(ImageError)
    -> Bitmap
  {
    let claimed = try size(of: data)
    guard claimed.width <= 65_535, claimed.height <= 65_535, claimed.area <= maximumPixels else {
      throw ImageError(.tooManyPixels, width: claimed.width, height: claimed.height, limit: maximumPixels)
    }
    guard let format = format(of: data) else { throw ImageError(.unsupportedFormat) }
    let denominator =
      switch format {
      case .jpeg: [1, 2, 4, 8].contains(scale) ? scale : 1
      // A picture of one row is read whole: interlaced, its last pass (what scaling reads) would be empty.
      case .png: claimed.height < 2 ? 1 : min(max(scale, 1), max(claimed.width, claimed.height))
      }
    let width = (claimed.width + denominator - 1) / denominator
    let height = (claimed.height + denominator - 1) / denominator
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var info = mosaic_image_info()
    let status = data.withUnsafeBytes { buffer -> Int32 in
      let bytes = buffer.bindMemory(to: UInt8.self)
      return pixels.withUnsafeMutableBufferPointer { target in
        switch format {
        case .png where denominator > 1:
          mosaic_png_decode_scaled(
            bytes.baseAddress, bytes.count, Int32(denominator), target.baseAddress, target.count, &info)
        case .png: mosaic_png_decode(bytes.baseAddress, bytes.count, target.baseAddress, target.count, &info)
        case .jpeg:
          mosaic_jpeg_decode(
            bytes.baseAddress, bytes.count, Int32(denominator), target.baseAddress, target.count, &info)
        }
      }
    }
    guard status == 0 else { throw failure(info) }
    guard Int(info.width) == width, Int(info.height) == height,
      let bitmap = Bitmap(width: width, height: height, rgba: pixels)
    else {
      throw ImageError(.corrupt, detail: "decoded \(info.width)x\(info.height), expected \(width)x\(height)")
    }
    return bitmap
  }

  /// `data` decoded into `box` as `fit` says, scaled while decoding as far as the box allows (see
  /// ``scale(for:claimed:box:fit:)``).
  public static func decode(_ data: Data, into box: PixelSize, fit: ImageFit) throws(ImageError) -> Bitmap {
    let claimed = try size(of: data)
    let factor = format(of: data).map { scale(for: $0, claimed: claimed, box: box, fit: fit) } ?? 1
    return try decode(data, scale: factor).fitted(fit, into: box)
  }

  /// The largest factor a picture of `format` and size `claimed` can be scaled down by while decoding and
  /// still give every pixel of `box` its own source pixel: 1, 2, 4 or 8 for JPEG (the DCT's), any whole
  /// number for PNG.
  ///
  /// ```swift
  /// SystemCodecs.scale(for: .png, claimed: PixelSize(width: 7_296, height: 5_472),
  ///                    box: PixelSize(width: 16, height: 16), fit: .fill)  // 331
  /// ```
  public static func scale(for format: Format, claimed: PixelSize, box: PixelSize, fit: ImageFit) -> Int {
    guard claimed.width > 0, claimed.height > 0 else { return 1 }
    let neededWidth = max(1, fit.widthNeeded(aspect: claimed, box: box))
    let (product, overflow) = neededWidth.multipliedReportingOverflow(by: claimed.height)
    let neededHeight = overflow ? claimed.height : max(1, product / claimed.width)
    switch format {
    case .jpeg:
      return [8, 4, 2].first { candidate in
        (claimed.width + candidate - 1) / candidate >= neededWidth
          && (claimed.height + candidate - 1) / candidate >= neededHeight
      } ?? 1
    case .png:
      return max(1, min(claimed.width / neededWidth, claimed.height / neededHeight))
    }
  }

  /// `bitmap` as a PNG file.
  ///
  /// - Throws: ``ImageError`` `corrupt` with libpng's words when it cannot encode.
  public static func encodePNG(_ bitmap: Bitmap) throws(ImageError) -> Data {
    try encode { output, size, info in
      bitmap.rgba.withUnsafeBufferPointer { pixels in
        mosaic_png_encode(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), output, size, info)
      }
    }
  }

  /// `bitmap` as a JPEG file, baseline or progressive, at `quality` (1–100).
  public static func encodeJPEG(
    _ bitmap: Bitmap, quality: Int = 85, progressive: Bool = false
  ) throws(ImageError)
    -> Data
  {
    try encode { output, size, info in
      bitmap.rgba.withUnsafeBufferPointer { pixels in
        mosaic_jpeg_encode(
          pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(min(max(quality, 1), 100)),
          progressive ? 1 : 0, output, size, info)
      }
    }
  }

  private static func encode(
    _ body: (
      UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
      UnsafeMutablePointer<mosaic_image_info>
    ) -> Int32
  ) throws(ImageError) -> Data {
    var output: UnsafeMutablePointer<UInt8>?
    var size = 0
    var info = mosaic_image_info()
    let status = body(&output, &size, &info)
    defer { mosaic_free(output) }
    guard status == 0, let output else { throw failure(info) }
    return Data(bytes: output, count: size)
  }

  private static func failure(_ info: mosaic_image_info) -> ImageError {
    let message = withUnsafeBytes(of: info.message) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch info.status {
    case 1: return ImageError(.unsupportedFormat, detail: message)
    case 3: return ImageError(.truncated, detail: message)
    default: return ImageError(.corrupt, detail: message.isEmpty ? "the decoder gave up" : message)
    }
  }
}

extension ImageDecoder {
  /// libpng and libjpeg-turbo; see ``SystemCodecs``.
  public static func system() -> ImageDecoder {
    ImageDecoder { data, box, fit in try SystemCodecs.decode(data, into: box, fit: fit) }
  }
}
