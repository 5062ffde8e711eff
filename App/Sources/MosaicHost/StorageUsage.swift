import Foundation
import SecureFiles

/// Sizes and permissions of Mosaic's directories, for `mosaic doctor`. A directory that is a symbolic link
/// is described by its target (`stat`, not `lstat`): a link's own mode is always 0777 and means nothing.
enum StorageUsage {
  static func directory(_ role: String, _ url: URL) -> DoctorReport.Directory {
    let manager = FileManager.default
    let target = try? manager.destinationOfSymbolicLink(atPath: url.path)
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return DoctorReport.Directory(
        role: role, path: url.path, target: target, exists: false, permissions: nil, files: 0, bytes: 0)
    }
    var files = 0
    var bytes: Int64 = 0
    let resolved = url.resolvingSymlinksInPath()
    if let enumerator = manager.enumerator(
      at: resolved, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    {
      for case let file as URL in enumerator {
        guard let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
          values.isRegularFile == true
        else { continue }
        files += 1
        bytes += Int64(values.fileSize ?? 0)
      }
    }
    let mode = FilePermissions.mode(atPath: url.path).map { $0 & 0o7777 }
    return DoctorReport.Directory(
      role: role, path: url.path, target: target, exists: true, permissions: mode.map { String(format: "%04o", $0) },
      files: files, bytes: bytes)
  }

  static func fileSize(_ path: String) -> Int64? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? nil
  }
}
