/// The one error type of GalleryFeature: a gallery or favorites command could not do its job.
public struct GalleryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence: what failed, the offending value, the fix.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
