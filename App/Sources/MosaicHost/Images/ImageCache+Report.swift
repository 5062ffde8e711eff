import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import NetworkLayer
import NetworkLayerLive
import SecureFiles

extension ImageCache {
  /// Limits, use and the last run, for `mosaic cache`.
  ///
  /// - Throws: ``NetworkLayer/ImageError`` `invalidLimit` when a limit variable is not a size.
  func report() throws -> CacheReport {
    let limits = try limits()
    let usage = try store().usage()
    let answers = Self.files(in: configuration.locations.responsesDirectory)
    return CacheReport(
      memoryLimit: limits.memoryBytes, diskLimit: limits.diskBytes,
      images: .init(path: directory.path, bytes: usage.bytes, entries: usage.entries, indexBytes: usage.indexBytes),
      answers: .init(path: configuration.locations.responsesDirectory.path, files: answers.files, bytes: answers.bytes),
      lastRun: lastRun().map(CacheReport.Run.init))
  }

  /// Empties what `kind` names and reports what is left; clearing the images also ends every image host's
  /// pause.
  func clear(_ kind: CacheKind) async throws -> CacheClearOutput {
    var cleared: [String] = []
    if kind != .answers {
      await (try store()).clear()
      FilePermissions.removeQuietly(atPath: statisticsURL.path)
      // An image host's pause goes with its pictures: clearing them is how a person asks to try again.
      try? rateLimits.forget(ImageSource.rateLimitPrefix)
      cleared.append(CacheKind.images.rawValue)
    }
    if kind != .images {
      let directory = configuration.locations.responsesDirectory
      for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
        FilePermissions.removeQuietly(atPath: directory.appendingPathComponent(name).path)
      }
      cleared.append(CacheKind.answers.rawValue)
    }
    return CacheClearOutput(cleared: cleared, report: try report())
  }

  static func files(in directory: URL) -> (files: Int, bytes: Int) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.reduce(into: (0, 0)) { total, name in
      guard let size = FilePermissions.size(atPath: directory.appendingPathComponent(name).path) else { return }
      total.0 += 1
      total.1 += size
    }
  }
}

/// `mosaic cache clear`: what was emptied, then what the caches hold.
struct CacheClearOutput: CommandOutput {
  let cleared: [String]
  let report: CacheReport

  func lines(in style: TextStyle) -> [String] {
    [CacheStrings.cleared(cleared, style.language), ""] + report.lines(in: style)
  }
}
