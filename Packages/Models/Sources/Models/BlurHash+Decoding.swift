extension BlurHash {
  /// Renders `hash` as an image of `width` by `height` pixels.
  ///
  /// `punch` scales the AC components: above 1 the gradient gets more contrast, below 1 less.
  ///
  /// ```swift
  /// let rgb = try BlurHash.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", width: 32, height: 32)
  /// rgb.count  // 3072
  /// ```
  ///
  /// - Returns: RGB bytes, row-major, `width * height * 3`.
  /// - Throws: ``ModelsError`` when `hash` is malformed, the size is empty or above
  ///   ``maximumDecodedPixelCount``, or `punch` is not a positive finite number.
  public static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) throws -> [UInt8] {
    let fields = try BlurHashFields(parsing: hash)
    try checkSize(width: width, height: height, limit: maximumDecodedPixelCount)
    guard punch.isFinite, punch > 0 else {
      throw ModelsError(.invalidPunch, "The BlurHash punch '\(punch)' is not a positive number; pass 1 for no change.")
    }
    let colors = fields.linearColors(punch: punch)
    let columns = cosineTable(components: fields.componentsX, size: width)
    let rows = cosineTable(components: fields.componentsY, size: height)
    let componentsX = fields.componentsX
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    // The colors of one row, with the y cosines already applied: 3 values per x component.
    var rowColors = [Double](repeating: 0, count: componentsX * 3)
    for y in 0..<height {
      for i in 0..<rowColors.count { rowColors[i] = 0 }
      for j in 0..<fields.componentsY {
        let basisY = rows[j * height + y]
        for i in 0..<componentsX {
          let color = (i + j * componentsX) * 3
          rowColors[i * 3] += colors[color] * basisY
          rowColors[i * 3 + 1] += colors[color + 1] * basisY
          rowColors[i * 3 + 2] += colors[color + 2] * basisY
        }
      }
      for x in 0..<width {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        for i in 0..<componentsX {
          let basisX = columns[i * width + x]
          red += rowColors[i * 3] * basisX
          green += rowColors[i * 3 + 1] * basisX
          blue += rowColors[i * 3 + 2] * basisX
        }
        let offset = (y * width + x) * 3
        pixels[offset] = UInt8(sRGB(ofLinear: red))
        pixels[offset + 1] = UInt8(sRGB(ofLinear: green))
        pixels[offset + 2] = UInt8(sRGB(ofLinear: blue))
      }
    }
    return pixels
  }
}

extension BlurHashFields {
  /// Every component as linear RGB, 3 values each: the DC from sRGB, the AC components unquantised.
  func linearColors(punch: Double) -> [Double] {
    var colors: [Double] = []
    colors.reserveCapacity((acValues.count + 1) * 3)
    colors.append(BlurHash.linearOfSRGB[Int(averageColor.red)])
    colors.append(BlurHash.linearOfSRGB[Int(averageColor.green)])
    colors.append(BlurHash.linearOfSRGB[Int(averageColor.blue)])
    let maximum = Double(quantisedMaximum + 1) / 166 * punch
    for value in acValues {
      for quantised in [value / (19 * 19), value / 19 % 19, value % 19] {
        let unit = Double(quantised - 9) / 9
        colors.append(unit * abs(unit) * maximum)
      }
    }
    return colors
  }
}
