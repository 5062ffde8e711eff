import Foundation
import Models
import NetworkLayer

/// `mosaic photo ID --save [FILE]`: tells Unsplash of the download first (its download endpoint, once, as
/// its API guidelines require), downloads the picture it names, and writes it atomically — a temporary file
/// in the same folder, then linked into place, so no reader sees half a picture and an existing file is
/// never replaced unless `force`.
///
/// ```swift
/// let saved = try await PhotoSaver(photos: photos).save("abc", to: nil, force: false, in: folder)
/// saved.attribution.text   // "Photo by Jane Doe on Unsplash"
/// ```
struct PhotoSaver: Sendable {
  let photos: PhotoClient

  /// Saves photo `id` to `file` (relative to `folder`), or to `<photographer>-<id>.jpg` in `folder`.
  func save(_ id: String, to file: String?, force: Bool, in folder: URL) async throws -> SavedPhoto {
    let photo = try await photos.photo(id).value
    let target = Self.target(file, for: photo, in: folder)
    if !force, FileManager.default.fileExists(atPath: target.path) {
      throw DetailError(.fileExists, photoID: photo.id, path: target.path)
    }
    guard let picture = try await photos.trackDownload(photo.id) else {
      throw DetailError(.notDownloadable, photoID: photo.id)
    }
    let data = try await photos.downloadPicture(picture)
    guard !data.isEmpty, data.count <= PhotoClient.maximumDownloadBytes else {
      throw DetailError(.badPicture, photoID: photo.id)
    }
    try Self.write(data, to: target, force: force, photoID: photo.id)
    return SavedPhoto(id: photo.id, path: target.path, bytes: data.count, attribution: PhotoAttribution(photo))
  }

  /// Saves photo `id` in `folder` under its default name, or — when that file exists — the first of
  /// `<photographer>-<id>-2.jpg` … `-99.jpg` that does not: what the app's `d` does, which never asks and never
  /// overwrites. The folder is created when missing.
  func saveNew(_ id: String, in folder: URL) async throws -> SavedPhoto {
    let photo = try await photos.photo(id).value
    let name = Self.defaultName(for: photo)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = Self.freeNames(name, in: folder)
    guard let first = names.first else {
      throw DetailError(.fileExists, photoID: photo.id, path: folder.appendingPathComponent(name).path)
    }
    guard let picture = try await photos.trackDownload(photo.id) else {
      throw DetailError(.notDownloadable, photoID: photo.id)
    }
    let data = try await photos.downloadPicture(picture)
    guard !data.isEmpty, data.count <= PhotoClient.maximumDownloadBytes else {
      throw DetailError(.badPicture, photoID: photo.id)
    }
    // A name taken between the check and the write moves on to the next free one.
    var lastError = DetailError(.fileExists, photoID: photo.id, path: first.path)
    for target in names {
      do {
        try Self.write(data, to: target, force: false, photoID: photo.id)
        return SavedPhoto(id: photo.id, path: target.path, bytes: data.count, attribution: PhotoAttribution(photo))
      } catch let error as DetailError where error.code == .fileExists {
        lastError = error
      }
    }
    throw lastError
  }

  /// `name` in `folder`, then `name` with `-2` … `-99` before its extension, leaving out those that exist.
  static func freeNames(_ name: String, in folder: URL) -> [URL] {
    let stem = (name as NSString).deletingPathExtension
    let suffix = (name as NSString).pathExtension
    let candidates = [name] + (2...99).map { suffix.isEmpty ? "\(stem)-\($0)" : "\(stem)-\($0).\(suffix)" }
    return candidates.map { folder.appendingPathComponent($0) }
      .filter { !FileManager.default.fileExists(atPath: $0.path) }
  }

  /// `file` against `folder`, or the default name `<photographer>-<id>.jpg` there.
  static func target(_ file: String?, for photo: Photo, in folder: URL) -> URL {
    if let file, !file.isEmpty {
      return file.hasPrefix("/") ? URL(fileURLWithPath: file) : folder.appendingPathComponent(file)
    }
    return folder.appendingPathComponent(defaultName(for: photo))
  }

  /// `<photographer>-<id>.jpg`, each part reduced to letters, digits, `-` and `_`.
  static func defaultName(for photo: Photo) -> String {
    func clean(_ text: String) -> String {
      let kept = text.unicodeScalars.map { scalar -> Character in
        let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        return safe || "-_".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
      }
      return String(String(kept).prefix(80))
    }
    return "\(clean(photo.user.username))-\(clean(photo.id)).jpg"
  }

  /// Writes `data` to a temporary file beside `target`, then links it into place (which fails when `target`
  /// exists) or, with `force`, renames it over `target`; the temporary file never stays behind.
  static func write(_ data: Data, to target: URL, force: Bool, photoID: String) throws {
    let folder = target.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).part")
    defer { _ = unlink(temporary.path) }
    do {
      try data.write(to: temporary, options: [.withoutOverwriting])
    } catch {
      throw DetailError(.writeFailed, photoID: photoID, path: target.path)
    }
    if force {
      guard rename(temporary.path, target.path) == 0 else {
        throw DetailError(.writeFailed, photoID: photoID, path: target.path)
      }
    } else if link(temporary.path, target.path) != 0 {
      throw DetailError(errno == EEXIST ? .fileExists : .writeFailed, photoID: photoID, path: target.path)
    }
  }
}
