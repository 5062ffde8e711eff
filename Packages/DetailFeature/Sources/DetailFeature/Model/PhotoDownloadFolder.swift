import Foundation

/// Where the app's `d` writes a photo: the folder a desktop calls "Downloads" — `XDG_DOWNLOAD_DIR` from the
/// environment or from `user-dirs.dirs` (the XDG user directories file), else `~/Downloads`, else the current
/// folder when there is no home.
///
/// ```swift
/// PhotoDownloadFolder.standard(environment: ["HOME": "/home/ada"]).url.path  // "/home/ada/Downloads"
/// ```
public struct PhotoDownloadFolder: Sendable, Hashable {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  /// The download folder `environment` names; `userDirs` is the text of `user-dirs.dirs` when it was read.
  public static func standard(environment: [String: String], userDirs: String? = nil) -> PhotoDownloadFolder {
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    if let named = environment["XDG_DOWNLOAD_DIR"], named.hasPrefix("/") {
      return PhotoDownloadFolder(url: URL(fileURLWithPath: named))
    }
    if let home, let userDirs, let named = downloadDirectory(in: userDirs, home: home) {
      return PhotoDownloadFolder(url: URL(fileURLWithPath: named))
    }
    if let home {
      return PhotoDownloadFolder(url: URL(fileURLWithPath: home).appendingPathComponent("Downloads"))
    }
    return PhotoDownloadFolder(url: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// The folder of this process's environment, reading `$XDG_CONFIG_HOME/user-dirs.dirs` (or
  /// `~/.config/user-dirs.dirs`) when it exists; at most 64 KB of it.
  public static func live(environment: [String: String] = ProcessInfo.processInfo.environment) -> PhotoDownloadFolder {
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? environment["HOME"].map { "\($0)/.config" }
    let text = config.flatMap { folder -> String? in
      guard let handle = FileHandle(forReadingAtPath: "\(folder)/user-dirs.dirs") else { return nil }
      defer { try? handle.close() }
      return (try? handle.read(upToCount: 65_536)).flatMap { String(data: $0, encoding: .utf8) }
    }
    return standard(environment: environment, userDirs: text)
  }

  /// `XDG_DOWNLOAD_DIR="$HOME/Downloads"` in `text`, with `$HOME` replaced; `nil` when absent or not absolute.
  static func downloadDirectory(in text: String, home: String) -> String? {
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("XDG_DOWNLOAD_DIR=") else { continue }
      var value = String(trimmed.dropFirst("XDG_DOWNLOAD_DIR=".count))
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
      if value.hasPrefix("$HOME") { value = home + value.dropFirst(5) }
      return value.hasPrefix("/") && value != "/" ? value : nil
    }
    return nil
  }
}
