import EmbeddedCatalog
import Foundation
import Logging

/// How a mock API server runs: port, accepted keys, launch fault settings, catalogs and clock.
///
/// ```swift
/// var configuration = MockAPIConfiguration()
/// configuration.port = 0                    // any free port
/// configuration.unsplashKey = "test-key"    // nil accepts any non-empty key
/// configuration.faults.errorRate = 0.3
/// ```
public struct MockAPIConfiguration: Sendable {
  /// The TCP port on 127.0.0.1; 0 picks a free one.
  public var port: Int
  /// The one Unsplash access key accepted; `nil` accepts any non-empty key. Never printed or logged.
  public var unsplashKey: String?
  /// The one NewsAPI key accepted; `nil` accepts any non-empty key. Never printed or logged.
  public var newsKey: String?
  /// The faults and budgets at launch, restored by `POST /_reset`.
  public var faults: FaultSettings
  public var photos: EmbeddedPhotoCatalog
  public var news: EmbeddedNewsCatalog
  /// The clock the rate-limit windows follow.
  public var now: @Sendable () -> Date
  /// What the server logs to standard error; never requests, so never keys.
  public var logLevel: Logger.Level
  /// How many rendered PNGs the image route keeps. The default keeps a page or two of thumbnails; the image
  /// benchmark keeps every picture it asks for, so once warmed the mock renders none while it is timed and
  /// leaves the two cores to the client it measures.
  public var renderedImages: Int

  public init(
    port: Int = 0, unsplashKey: String? = nil, newsKey: String? = nil, faults: FaultSettings = FaultSettings(),
    photos: EmbeddedPhotoCatalog = .standard, news: EmbeddedNewsCatalog = .reader,
    now: @escaping @Sendable () -> Date = { Date() }, logLevel: Logger.Level = .warning,
    renderedImages: Int = MockAPIConfiguration.defaultRenderedImages
  ) {
    self.port = port
    self.unsplashKey = unsplashKey
    self.newsKey = newsKey
    self.faults = faults
    self.photos = photos
    self.news = news
    self.now = now
    self.logLevel = logLevel
    self.renderedImages = min(max(renderedImages, 0), Self.maximumRenderedImages)
  }

  /// The PNGs kept rendered unless asked otherwise.
  public static let defaultRenderedImages = 64
  /// The most PNGs kept rendered: every catalog photo at a dozen thumbnail widths, a few tens of megabytes.
  public static let maximumRenderedImages = 10_000

  /// The fixed listening host: the mock never leaves loopback.
  public static let host = "127.0.0.1"
}
