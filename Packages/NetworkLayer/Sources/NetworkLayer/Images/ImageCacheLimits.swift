import Foundation

/// The most the image caches may hold: decoded pictures in memory and encoded files on disk, from
/// `MOSAIC_IMAGE_MEMORY_LIMIT` and `MOSAIC_IMAGE_DISK_LIMIT` (like `200MB`), 100 MB and 200 MB by default.
///
/// ```swift
/// let limits = try ImageCacheLimits(environment: ["MOSAIC_IMAGE_DISK_LIMIT": "2MB"])
/// limits.diskBytes     // 2_000_000
/// limits.memoryBytes   // 100_000_000
/// ```
public struct ImageCacheLimits: Hashable, Sendable, Codable {
  public var memoryBytes: Int
  public var diskBytes: Int

  public static let memoryVariable = "MOSAIC_IMAGE_MEMORY_LIMIT"
  public static let diskVariable = "MOSAIC_IMAGE_DISK_LIMIT"
  public static let defaultMemoryBytes = 100_000_000
  public static let defaultDiskBytes = 200_000_000

  public init(memoryBytes: Int = defaultMemoryBytes, diskBytes: Int = defaultDiskBytes) {
    self.memoryBytes = memoryBytes
    self.diskBytes = diskBytes
  }

  /// Reads both variables; unset or empty ones keep their defaults.
  ///
  /// - Throws: ``ImageError`` `invalidLimit` naming the variable and its value.
  public init(environment: [String: String]) throws(ImageError) {
    self.init()
    for (variable, keyPath) in [(Self.memoryVariable, \Self.memoryBytes), (Self.diskVariable, \Self.diskBytes)] {
      guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { continue }
      guard let bytes = Self.bytes(text) else {
        throw ImageError(.invalidLimit, detail: variable, value: text)
      }
      self[keyPath: keyPath] = bytes
    }
  }

  /// `200MB`, `512 KB`, `1GiB`, `0` or a plain number of bytes; decimal units (KB = 1000), binary with `i`
  /// (KiB = 1024); at most 1 TB.
  public static func bytes(_ text: String) -> Int? {
    let compact = text.replacingOccurrences(of: " ", with: "").uppercased()
    let digits = compact.prefix { $0.isNumber }
    guard !digits.isEmpty, digits.count <= 13, let number = Int(digits) else { return nil }
    let unit = compact.dropFirst(digits.count)
    let factors: [Substring: Int] = [
      "": 1, "B": 1, "K": 1_000, "KB": 1_000, "M": 1_000_000, "MB": 1_000_000, "G": 1_000_000_000,
      "GB": 1_000_000_000, "KIB": 1 << 10, "MIB": 1 << 20, "GIB": 1 << 30,
    ]
    guard let factor = factors[unit] else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: factor)
    guard !overflow, bytes <= 1_000_000_000_000 else { return nil }
    return bytes
  }
}
