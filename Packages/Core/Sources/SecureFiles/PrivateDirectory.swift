import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Creates owner-only directories: the data and cache directories of a run, and the missing parents
/// of a ``SecureFile``.
public enum PrivateDirectory {
  /// Why a directory could not be made ready.
  public enum Failure: Error, Sendable {
    /// A file (not a directory) sits at `path`.
    case fileInTheWay(path: String)
    /// `mkdir` failed at `path`.
    case cannotCreate(path: String, reason: String)
    /// `chmod` failed at `path`.
    case cannotRestrict(path: String, reason: String)
  }

  /// Creates `directory` and its missing parents with permissions 0700. A directory that already exists is
  /// left exactly as it is, whoever made it and whatever its mode: the person chose it (`mosaic doctor` warns
  /// when others can reach it, as ssh and gpg do). Only the directories this call creates are Mosaic's.
  public static func prepare(_ directory: URL) throws(Failure) {
    var missing: [String] = []
    var cursor = directory.standardizedFileURL
    while true {
      switch kind(atPath: cursor.path) {
      case .directory:
        break
      case .file:
        throw .fileInTheWay(path: cursor.path)
      case .none:
        missing.append(cursor.path)
        let parent = cursor.deletingLastPathComponent()
        if parent.path != cursor.path {
          cursor = parent
          continue
        }
      }
      break
    }
    for path in missing.reversed() {
      try create(path)
    }
  }

  private enum Kind { case directory, file }

  private static func kind(atPath path: String) -> Kind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    return isDirectory.boolValue ? .directory : .file
  }

  private static func create(_ path: String) throws(Failure) {
    // mkdir(2) rather than FileManager, whose errors lose the errno (ENAMETOOLONG became "file name is
    // invalid").
    if mkdir(path, mode_t(FilePermissions.privateDirectory)) != 0 {
      let failure = SystemFailure.current()
      // Another process may have created it a moment ago; that is fine when it is a directory, and then it
      // is not this call's to change.
      switch kind(atPath: path) {
      case .directory: return
      case .file: throw .fileInTheWay(path: path)
      case .none: throw .cannotCreate(path: path, reason: failure.reason)
      }
    }
    // The umask may have taken bits away; the directory is the owner's alone and usable by them. Opened
    // without following a link, so a link swapped in meanwhile is never what is changed.
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotRestrict(path: path, reason: SystemFailure.current().reason) }
    defer { close(descriptor) }
    guard fchmod(descriptor, mode_t(FilePermissions.privateDirectory)) == 0 else {
      throw .cannotRestrict(path: path, reason: SystemFailure.current().reason)
    }
  }
}
