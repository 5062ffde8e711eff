import Foundation
import NetworkLayer

/// Where encoded pictures come from: a server over HTTP with revalidation, or the embedded catalog that
/// renders each photo's BlurHash. Chosen per URL by ``routing(_:)``.
///
/// ```swift
/// let source = ImageSource.routing(["http": http, "https": http, "embedded": embedded])
/// let answer = try await source.fetch(url, "\"abc\"")   // .notModified when the ETag still matches
/// ```
public struct ImageSource: Sendable {
  /// Fetches `url`, sending `etag` as `If-None-Match` when the caller has a copy.
  public var fetch: @Sendable (_ url: URL, _ etag: String?) async throws -> ImageDownload

  public init(fetch: @escaping @Sendable (URL, String?) async throws -> ImageDownload) {
    self.fetch = fetch
  }

  /// The source for each URL scheme; any other scheme throws ``ImageError`` `unsupportedURL`.
  public static func routing(_ sources: [String: ImageSource]) -> ImageSource {
    ImageSource { url, etag in
      guard let scheme = url.scheme?.lowercased(), let source = sources[scheme] else {
        throw ImageError(.unsupportedURL, url: url)
      }
      return try await source.fetch(url, etag)
    }
  }
}

/// What a source answered.
public enum ImageDownload: Sendable, Equatable {
  /// New bytes, with the validator and how long they stay fresh when the server said.
  case downloaded(Data, etag: String?, maxAge: TimeInterval?)
  /// The copy the caller has is still right (HTTP 304); it stays fresh for `maxAge` when said.
  case notModified(maxAge: TimeInterval?)
}

/// Encoded pictures kept on disk between runs, as the pipeline uses them. The App backs it with the
/// data layer's image store; writing never fails the load: a full disk just means no caching.
public struct ImageDiskCache: Sendable {
  /// A kept copy of `url`, or `nil`.
  public var entry: @Sendable (_ url: URL) async -> DiskImage?
  /// Keeps `data` for `url`, replacing an older copy.
  public var store: @Sendable (_ url: URL, _ data: Data, _ etag: String?, _ expiresAt: Date) async -> Void
  /// Marks the copy of `url` fresh until `expiresAt` (after a 304).
  public var refresh: @Sendable (_ url: URL, _ expiresAt: Date) async -> Void
  /// Forgets the copy of `url` (it did not decode).
  public var remove: @Sendable (_ url: URL) async -> Void

  public init(
    entry: @escaping @Sendable (URL) async -> DiskImage?,
    store: @escaping @Sendable (URL, Data, String?, Date) async -> Void,
    refresh: @escaping @Sendable (URL, Date) async -> Void,
    remove: @escaping @Sendable (URL) async -> Void
  ) {
    self.entry = entry
    self.store = store
    self.refresh = refresh
    self.remove = remove
  }

  /// Keeps nothing.
  public static let disabled = ImageDiskCache(
    entry: { _ in nil }, store: { _, _, _, _ in }, refresh: { _, _ in }, remove: { _ in })
}

/// An encoded picture from the disk cache.
public struct DiskImage: Sendable, Equatable {
  public let data: Data
  public let etag: String?
  public let expiresAt: Date

  public init(data: Data, etag: String?, expiresAt: Date) {
    self.data = data
    self.etag = etag
    self.expiresAt = expiresAt
  }
}
