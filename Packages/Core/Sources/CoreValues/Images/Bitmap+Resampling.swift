extension Bitmap {
  /// The bitmap fitted into `box` as `fit` says: cropped around the centre for ``ImageFit/fill``, then
  /// scaled by averaging the source pixels each target pixel covers (or repeating them when enlarging).
  ///
  /// ```swift
  /// let thumbnail = photo.fitted(.fill, into: PixelSize(width: 16, height: 16))
  /// ```
  public func fitted(_ fit: ImageFit, into box: PixelSize) -> Bitmap {
    let output = fit.outputSize(source: size, box: box)
    let region = fit.sourceRegion(source: size, box: box)
    return resampled(region, to: output)
  }

  /// `region` of the bitmap scaled to `size` with a box filter.
  public func resampled(_ region: PixelRegion, to size: PixelSize) -> Bitmap {
    let region = clamped(region)
    let width = max(1, size.width)
    let height = max(1, size.height)
    if region == PixelRegion(x: 0, y: 0, width: self.width, height: self.height), width == self.width,
      height == self.height
    {
      return self
    }
    let columns = Self.spans(start: region.x, length: region.width, into: width)
    let rows = Self.spans(start: region.y, length: region.height, into: height)
    var output = [UInt8](repeating: 0, count: width * height * 4)
    rgba.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        for (y, row) in rows.enumerated() {
          for (x, column) in columns.enumerated() {
            var sums: (Int, Int, Int, Int) = (0, 0, 0, 0)
            for sourceY in row {
              var offset = (sourceY * self.width + column.lowerBound) * 4
              for _ in column {
                sums.0 += Int(source[offset])
                sums.1 += Int(source[offset + 1])
                sums.2 += Int(source[offset + 2])
                sums.3 += Int(source[offset + 3])
                offset += 4
              }
            }
            let count = row.count * column.count
            let half = count / 2
            let offset = (y * width + x) * 4
            target[offset] = UInt8((sums.0 + half) / count)
            target[offset + 1] = UInt8((sums.1 + half) / count)
            target[offset + 2] = UInt8((sums.2 + half) / count)
            target[offset + 3] = UInt8((sums.3 + half) / count)
          }
        }
      }
    }
    return Bitmap(unchecked: width, height, output)
  }

  private func clamped(_ region: PixelRegion) -> PixelRegion {
    let x = min(max(region.x, 0), width - 1)
    let y = min(max(region.y, 0), height - 1)
    return PixelRegion(
      x: x, y: y, width: min(max(region.width, 1), width - x), height: min(max(region.height, 1), height - y))
  }

  /// For each of `count` target pixels, the source pixels it covers: never empty.
  private static func spans(start: Int, length: Int, into count: Int) -> [Range<Int>] {
    (0..<count).map { index in
      let lower = start + index * length / count
      let upper = start + (index + 1) * length / count
      return lower..<max(upper, lower + 1)
    }
  }
}
