import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import NetworkLayer
import SecureFiles

extension DoctorReport {
  /// The image caches' limits (from `MOSAIC_IMAGE_MEMORY_LIMIT` and `MOSAIC_IMAGE_DISK_LIMIT`) and what
  /// the disk cache holds.
  struct Images: Encodable, Sendable {
    let memoryLimit: Int?
    let diskLimit: Int?
    let path: String
    let bytes: Int
    let entries: Int
    /// The sentence about a limit variable that is not a size.
    let error: String?
    /// The sentence about a link or file where the cache's folder should be (never followed: the disk cache is
    /// off); a problem.
    var folderProblem: String? = nil

    static func check(_ configuration: HostConfiguration, _ language: Language) -> Images {
      let path = configuration.locations.imageCacheDirectory
      do {
        let limits = try ImageCacheLimits(environment: configuration.environment)
        let store = ImageFileStore(directory: path, limit: limits.diskBytes)
        if let kind = store.folderKind, kind != .directory {
          return Images(
            memoryLimit: limits.memoryBytes, diskLimit: limits.diskBytes, path: path.path, bytes: 0, entries: 0,
            error: nil, folderProblem: DoctorStrings.imageFolderUnusable(path.path, language))
        }
        let usage = store.usage()
        return Images(
          memoryLimit: limits.memoryBytes, diskLimit: limits.diskBytes, path: path.path, bytes: usage.bytes,
          entries: usage.entries, error: nil)
      } catch {
        return Images(
          memoryLimit: nil, diskLimit: nil, path: path.path, bytes: 0, entries: 0, error: error.message(in: language))
      }
    }

    func lines(_ row: (String, String) -> String, _ language: Language) -> [String] {
      if let error { return [row("limits", error)] }
      let memory = memoryLimit.map { DoctorReport.size(Int64($0)) } ?? "?"
      let disk = diskLimit.map { DoctorReport.size(Int64($0)) } ?? "?"
      let use =
        folderProblem == nil
        ? DoctorStrings.imageUse(DoctorReport.size(Int64(bytes)), entries: entries, path: path, language)
        : "\(DoctorStrings.imageFolderOff(language)) · \(path)"
      return [
        row("limits", DoctorStrings.imageLimits(memory: memory, disk: disk, language)),
        row("disk", use),
      ]
    }
  }
}

extension DoctorStrings {
  static func imageLimits(memory: String, disk: String, _ language: Language) -> String {
    language.pick(en: "memory \(memory) · disk \(disk)", de: "Speicher \(memory) · Platte \(disk)")
  }

  static func imageUse(_ size: String, entries: Int, path: String, _ language: Language) -> String {
    let pictures = HostStrings.count(entries, en: ("picture", "pictures"), de: ("Bild", "Bildern"), language)
    return language.pick(en: "\(size) in \(pictures) · \(path)", de: "\(size) in \(pictures) · \(path)")
  }
}
