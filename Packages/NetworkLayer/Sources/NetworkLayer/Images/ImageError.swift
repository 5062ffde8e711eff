import Core
import Foundation

/// Why a picture could not be had: a stable code, the values that matter, and one sentence in English or
/// German. Kept apart from ``NetworkError`` because its payload is about pictures (pixels, bytes, formats),
/// not about a service's API.
///
/// ```swift
/// do { _ = try await images.image(request) }
/// catch let error as ImageError where error.code == .tooManyPixels { print(error.width ?? 0) }
/// ```
public struct ImageError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The bytes are neither PNG nor JPEG.
    case unsupportedFormat
    /// The decoder found the bytes damaged.
    case corrupt
    /// The bytes stop before the picture ends.
    case truncated
    /// The header claims more pixels than Mosaic decodes: refused before allocating (a decompression bomb).
    case tooManyPixels
    /// The server sent more bytes than a picture may have.
    case tooLarge
    /// The server has no picture at this URL.
    case notFound
    /// The server answered with another error status.
    case httpStatus
    /// No answer from the server after the retries.
    case unreachable
    /// The server asked Mosaic to slow down; no request goes there until `retryAt`.
    case rateLimited
    /// The URL is not one the pipeline can load (`http`, `https` or the embedded catalog).
    case unsupportedURL
    /// A limit variable like `MOSAIC_IMAGE_DISK_LIMIT` is not a size.
    case invalidLimit
    /// A test value was called where the test did not expect it.
    case unexpectedCall
  }

  public let code: Code
  public var url: URL?
  public var width: Int?
  public var height: Int?
  /// The limit broken: pixels for `tooManyPixels`, bytes for `tooLarge`.
  public var limit: Int?
  public var status: Int?
  public var retryAt: Date?
  /// A variable's name, a decoder's or the system's words.
  public var detail: String?
  /// The offending value, like a variable's text.
  public var value: String?

  public init(
    _ code: Code, url: URL? = nil, width: Int? = nil, height: Int? = nil, limit: Int? = nil, status: Int? = nil,
    retryAt: Date? = nil, detail: String? = nil, value: String? = nil
  ) {
    self.code = code
    self.url = url
    self.width = width
    self.height = height
    self.limit = limit
    self.status = status
    self.retryAt = retryAt
    self.detail = detail
    self.value = value
  }

  public var codeName: String { code.rawValue }

  /// The same error about `url`.
  public func about(_ url: URL) -> ImageError {
    var copy = self
    copy.url = url
    return copy
  }

  /// Whether a saved copy may stand in: the server could not be reached or asked to wait.
  public var allowsStaleCopy: Bool {
    switch code {
    case .unreachable, .rateLimited: true
    case .httpStatus: (status ?? 0) >= 500
    default: false
    }
  }

  public func message(in language: Language) -> String {
    ImageStrings.message(for: self, in: language)
  }
}
