import CoreCLI
import Foundation
import NetworkLayer

/// `mosaic cache`: limits, what the picture and answer caches hold, and the last run's counters.
///
/// ```json
/// {"memoryLimit":100000000,"diskLimit":200000000,"images":{"path":"…","bytes":1234,"entries":3,"indexBytes":4096},
///  "answers":{"path":"…","files":2,"bytes":900},"lastRun":{"requests":30,"hitRate":1,…}}
/// ```
struct CacheReport: CommandOutput {
  struct Images: Encodable, Sendable {
    let path: String
    let bytes: Int
    let entries: Int
    let indexBytes: Int
  }

  struct Answers: Encodable, Sendable {
    let path: String
    let files: Int
    let bytes: Int
  }

  struct Run: Encodable, Sendable {
    let finishedAt: Date
    let requests: Int
    let memoryHits: Int
    let diskHits: Int
    let notModified: Int
    let downloads: Int
    let bytesDownloaded: Int
    let rendered: Int
    let failures: Int
    let hitRate: Double?

    init(_ run: ImageCache.LastRun) {
      let statistics = run.statistics
      finishedAt = run.finishedAt
      requests = statistics.requests
      memoryHits = statistics.memoryHits
      diskHits = statistics.diskHits
      notModified = statistics.notModified
      downloads = statistics.downloads
      bytesDownloaded = statistics.bytesDownloaded
      rendered = statistics.rendered
      failures = statistics.failures
      hitRate = statistics.hitRate
    }
  }

  let memoryLimit: Int
  let diskLimit: Int
  let images: Images
  let answers: Answers
  let lastRun: Run?

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    var lines = [style.palette.paint(CacheStrings.imagesHeading(language), .heading)]
    lines.append(row(CacheStrings.memory(language), CacheStrings.memoryLimit(Self.size(memoryLimit), language)))
    lines.append(
      row(
        CacheStrings.disk(language),
        CacheStrings.diskUse(
          used: Self.size(images.bytes), limit: Self.size(diskLimit), entries: images.entries,
          index: Self.size(images.indexBytes), language)))
    lines.append(row(CacheStrings.folder(language), images.path))
    if let run = lastRun {
      lines.append(row(CacheStrings.lastRun(language), CacheStrings.run(run, language)))
    } else {
      lines.append(row(CacheStrings.lastRun(language), CacheStrings.noRun(language)))
    }
    lines.append(style.palette.paint(CacheStrings.answersHeading(language), .heading))
    lines.append(
      row(CacheStrings.files(language), CacheStrings.answerUse(answers.files, Self.size(answers.bytes), language)))
    lines.append(row(CacheStrings.folder(language), answers.path))
    return lines
  }

  private func row(_ label: String, _ value: String) -> String {
    "  " + TerminalText.pad(label, width: 12) + "  " + value
  }

  static func size(_ bytes: Int) -> String {
    ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
  }
}
