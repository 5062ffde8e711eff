extension BlurHash {
  /// The BlurHash of an image, with `componentsX` by `componentsY` components (each `1...9`; 4 by 3 is
  /// the usual choice).
  ///
  /// ```swift
  /// let gray = [UInt8](repeating: 128, count: 8 * 8 * 3)
  /// try BlurHash.encode(rgb: gray, width: 8, height: 8, componentsX: 4, componentsY: 3)
  /// ```
  ///
  /// - Parameter pixels: RGB bytes, row-major, `width * height * 3`.
  /// - Throws: ``ModelsError`` when a component count is outside `1...9`, the size is empty, or `pixels`
  ///   has the wrong length.
  public static func encode(
    rgb pixels: [UInt8], width: Int, height: Int, componentsX: Int, componentsY: Int
  ) throws -> String {
    try checkComponents(componentsX, axis: "x")
    try checkComponents(componentsY, axis: "y")
    try checkSize(width: width, height: height, limit: Int.max / 3)
    guard pixels.count == width * height * 3 else {
      throw ModelsError(
        .invalidPixelBuffer,
        "The pixel buffer holds '\(pixels.count)' bytes but a \(width)x\(height) RGB image needs "
          + "\(width * height * 3); pass 3 bytes per pixel, row-major.")
    }
    let factors = transform(pixels, width: width, height: height, componentsX: componentsX, componentsY: componentsY)
    return quantise(factors, componentsX: componentsX, componentsY: componentsY)
  }

  private static func checkComponents(_ count: Int, axis: String) throws(ModelsError) {
    guard (1...9).contains(count) else {
      throw ModelsError(
        .invalidComponentCount,
        "The BlurHash component count '\(count)' along \(axis) is outside 1...9; pass 4 by 3 unless you need more.")
    }
  }

  /// The cosine-transform factors, 3 linear values per component, x first then y.
  private static func transform(
    _ pixels: [UInt8], width: Int, height: Int, componentsX: Int, componentsY: Int
  ) -> [Double] {
    let columns = cosineTable(components: componentsX, size: width)
    let rows = cosineTable(components: componentsY, size: height)
    // For each x component and row: the row's linear colors weighted by the x cosines.
    let linear = linearOfSRGB
    var rowSums = [Double](repeating: 0, count: componentsX * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let offset = (y * width + x) * 3
        let red = linear[Int(pixels[offset])]
        let green = linear[Int(pixels[offset + 1])]
        let blue = linear[Int(pixels[offset + 2])]
        for i in 0..<componentsX {
          let basis = columns[i * width + x]
          let sum = (i * height + y) * 3
          rowSums[sum] += basis * red
          rowSums[sum + 1] += basis * green
          rowSums[sum + 2] += basis * blue
        }
      }
    }
    var factors = [Double](repeating: 0, count: componentsX * componentsY * 3)
    for j in 0..<componentsY {
      for i in 0..<componentsX {
        let normalisation: Double = i == 0 && j == 0 ? 1 : 2
        let scale = normalisation / Double(width * height)
        let factor = (j * componentsX + i) * 3
        for y in 0..<height {
          let basis = rows[j * height + y]
          let sum = (i * height + y) * 3
          factors[factor] += basis * rowSums[sum]
          factors[factor + 1] += basis * rowSums[sum + 1]
          factors[factor + 2] += basis * rowSums[sum + 2]
        }
        factors[factor] *= scale
        factors[factor + 1] *= scale
        factors[factor + 2] *= scale
      }
    }
    return factors
  }

  /// The hash text of the factors: size flag, quantised maximum, average color, AC components.
  private static func quantise(_ factors: [Double], componentsX: Int, componentsY: Int) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(4 + 2 * componentsX * componentsY)
    Base83.append((componentsX - 1) + (componentsY - 1) * 9, length: 1, to: &output)
    var maximumValue = 1.0
    if factors.count == 3 {
      Base83.append(0, length: 1, to: &output)
    } else {
      var actualMaximum = 0.0
      for index in 3..<factors.count {
        actualMaximum = max(actualMaximum, abs(factors[index]))
      }
      let quantisedMaximum = Int(max(0, min(82, (actualMaximum * 166 - 0.5).rounded(.down))))
      maximumValue = Double(quantisedMaximum + 1) / 166
      Base83.append(quantisedMaximum, length: 1, to: &output)
    }
    let average = sRGB(ofLinear: factors[0]) << 16 + sRGB(ofLinear: factors[1]) << 8 + sRGB(ofLinear: factors[2])
    Base83.append(average, length: 4, to: &output)
    for start in stride(from: 3, to: factors.count, by: 3) {
      let red = quantiseAC(factors[start], maximumValue: maximumValue)
      let green = quantiseAC(factors[start + 1], maximumValue: maximumValue)
      let blue = quantiseAC(factors[start + 2], maximumValue: maximumValue)
      Base83.append(red * 19 * 19 + green * 19 + blue, length: 2, to: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// One AC channel as `0...18`: sign(v) * sqrt(|v|) of the scaled value, the reference's
  /// `signPow(v, 0.5)` (`squareRoot` is correctly rounded on every platform).
  private static func quantiseAC(_ value: Double, maximumValue: Double) -> Int {
    let scaled = value / maximumValue
    let root = (scaled < 0 ? -1 : 1) * abs(scaled).squareRoot()
    return Int(max(0, min(18, (root * 9 + 9.5).rounded(.down))))
  }
}
