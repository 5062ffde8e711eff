import Foundation

/// A folder of stand-in desktop programs (`xdg-open`, `notify-send`, a browser) for end-to-end tests: each
/// records its arguments, one per line, in `<name>.log` beside it, and exits with the status given.
///
/// ```swift
/// let programs = try FakePrograms(in: sandbox.root, ["xdg-open", "notify-send"])
/// _ = try await sandbox.mosaic(["news", "open", id], environment: ["PATH": programs.path, "DISPLAY": ":0"])
/// programs.log("xdg-open")   // ["https://…"]
/// ```
public struct FakePrograms: Sendable {
  public let directory: URL

  public init(in root: URL, _ names: [String], status: Int = 0) throws {
    directory = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in names {
      let script = directory.appendingPathComponent(name)
      let log = directory.appendingPathComponent("\(name).log").path
      try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(log)'\nexit \(status)\n".write(
        to: script, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }
  }

  /// `PATH` with the fakes first.
  public var path: String { directory.path + ":/usr/local/bin:/usr/bin:/bin" }

  /// The arguments each call of `name` got, one line each, in order.
  public func log(_ name: String) -> [String] {
    let text = (try? String(contentsOf: directory.appendingPathComponent("\(name).log"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }
}
