import Foundation

/// Sizes and permissions of Mosaic's directories, for `mosaic doctor`.
enum StorageUsage {
  static func directory(_ role: String, _ url: URL) -> DoctorReport.Directory {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return DoctorReport.Directory(role: role, path: url.path, exists: false, permissions: nil, files: 0, bytes: 0)
    }
    var files = 0
    var bytes: Int64 = 0
    if let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) {
      for case let file as URL in enumerator {
        guard let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
          values.isRegularFile == true
        else { continue }
        files += 1
        bytes += Int64(values.fileSize ?? 0)
      }
    }
    let mode = (try? manager.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? nil
    return DoctorReport.Directory(
      role: role, path: url.path, exists: true, permissions: mode.map { String(format: "%04o", $0) }, files: files,
      bytes: bytes)
  }

  static func fileSize(_ path: String) -> Int64? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? nil
  }
}
