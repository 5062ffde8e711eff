import Core

extension Picture {
  /// The pixels of `bitmap` without their alpha (a picture is drawn opaque): what the image pipeline
  /// hands a screen; `nil` past 10,000 pixels a side.
  ///
  /// ```swift
  /// let picture = Picture(Bitmap(width: 2, height: 1, filling: RGBA(red: 255, green: 0, blue: 0)))
  /// ```
  public init?(_ bitmap: Bitmap) {
    guard bitmap.width <= 10_000, bitmap.height <= 10_000 else { return nil }
    var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
    bitmap.rgba.withUnsafeBufferPointer { source in
      rgb.withUnsafeMutableBufferPointer { target in
        for pixel in 0..<(bitmap.width * bitmap.height) {
          target[pixel * 3] = source[pixel * 4]
          target[pixel * 3 + 1] = source[pixel * 4 + 1]
          target[pixel * 3 + 2] = source[pixel * 4 + 2]
        }
      }
    }
    self.init(width: bitmap.width, height: bitmap.height, rgb: rgb)
  }
}

extension PictureLoader.Source {
  /// A source of bitmaps (the image pipeline) as a screen's pictures: each bitmap becomes a picture off the
  /// main actor; one past 10,000 pixels a side fails with ``UIError`` `pictureTooLarge`.
  ///
  /// ```swift
  /// let loader = PictureLoader(source: .bitmaps(images.image, prefetch: images.prefetch,
  ///   cancelPrefetch: images.cancelPrefetch))
  /// ```
  public static func bitmaps(
    _ load: @escaping @Sendable (Request) async throws -> Bitmap,
    prefetch: @escaping @Sendable ([Request]) async -> Void = { _ in },
    cancelPrefetch: @escaping @Sendable ([Request]) async -> Void = { _ in }
  ) -> Self {
    Self(
      load: { request in
        let bitmap = try await load(request)
        guard let picture = Picture(bitmap) else {
          throw UIError(.pictureTooLarge, value: "\(bitmap.width)×\(bitmap.height)")
        }
        return picture
      },
      prefetch: prefetch, cancelPrefetch: cancelPrefetch)
  }
}
