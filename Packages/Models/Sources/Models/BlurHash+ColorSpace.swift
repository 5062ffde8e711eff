import Foundation

extension BlurHash {
  /// Linear light of each 8-bit sRGB value.
  static let linearOfSRGB: [Double] = (0...255).map { value in
    let v = Double(value) / 255
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// The 8-bit sRGB value of a linear-light value, clamped to `0...1` first.
  static func sRGB(ofLinear value: Double) -> Int {
    let v = max(0, min(1, value))
    if v <= 0.0031308 {
      return Int(v * 12.92 * 255 + 0.5)
    }
    return Int((1.055 * pow(v, 1 / 2.4) - 0.055) * 255 + 0.5)
  }

  /// `cos(pi * component * position / size)` for every component and position, component-major.
  static func cosineTable(components: Int, size: Int) -> [Double] {
    var table = [Double](repeating: 0, count: components * size)
    for component in 0..<components {
      for position in 0..<size {
        table[component * size + position] = cos(Double.pi * Double(component * position) / Double(size))
      }
    }
    return table
  }

  /// Checks a width and height before any pixel is touched.
  static func checkSize(width: Int, height: Int, limit: Int) throws(ModelsError) {
    guard width >= 1, height >= 1 else {
      throw ModelsError(
        .invalidImageSize, "The image size '\(width)x\(height)' is empty; pass a width and height of at least 1.")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= limit else {
      throw ModelsError(
        .invalidImageSize,
        "The image size '\(width)x\(height)' is too large; pass at most \(limit) pixels, a placeholder needs far fewer."
      )
    }
  }
}
