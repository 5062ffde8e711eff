import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the configuration file is and what it says: `$XDG_CONFIG_HOME/mosaic/config.yaml`, or
/// `~/.config/mosaic/config.yaml` when `XDG_CONFIG_HOME` is unset or not absolute. A missing file is no
/// mistake (the defaults apply); an unreadable one, one over ``maximumBytes`` or one that is not UTF-8 is,
/// and also gives the defaults.
///
/// ```swift
/// let file = ConfigFile(environment: ProcessInfo.processInfo.environment)
/// let read = file.load(tabs: ["gallery", "news"])
/// ```
public struct ConfigFile: Sendable {
  /// The largest file read: a hand-written configuration is a few hundred bytes.
  public static let maximumBytes = 64 * 1024

  /// The file's path; `nil` when neither `XDG_CONFIG_HOME` nor `HOME` says where it would be.
  public let path: String?

  public init(environment: [String: String]) {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      path = xdg + "/mosaic/config.yaml"
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      path = home + "/.config/mosaic/config.yaml"
    } else {
      path = nil
    }
  }

  /// The file read: whether it exists, the config it gives, and every mistake in it.
  public struct Loaded: Sendable {
    public var exists: Bool
    public var result: ConfigReader.Result
    public var config: MosaicConfig { result.config }
    public var problems: [ConfigProblem] { result.problems }
  }

  /// Reads and checks the file; `tabs` are the tab ids `default_tab` may name.
  public func load(tabs: [String]) -> Loaded {
    guard let path else { return Loaded(exists: false, result: .init(config: .defaults, problems: [])) }
    let text: String
    switch Self.readText(at: path) {
    case .missing: return Loaded(exists: false, result: .init(config: .defaults, problems: []))
    case .failed(let why):
      return Loaded(
        exists: true,
        result: .init(config: .defaults, problems: [ConfigProblem(.unreadable, line: nil, key: "", value: why)]))
    case .text(let read): text = read
    }
    return Loaded(exists: true, result: ConfigReader.read(text, tabs: tabs))
  }

  enum Read {
    case missing
    case failed(String)
    case text(String)
  }

  /// At most ``maximumBytes`` + 1 bytes of a regular file, as UTF-8.
  static func readText(at path: String) -> Read {
    guard exists(path) else { return .missing }
    // Only a regular file (a link to one too): a FIFO or a device could block or never end.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    guard type == .typeRegular else { return .failed("not a regular file") }
    guard let handle = FileHandle(forReadingAtPath: path) else { return .failed("permission denied") }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      return .failed("\(error.localizedDescription)")
    }
    guard data.count <= maximumBytes else { return .failed("larger than 64 KB") }
    guard let text = String(data: data, encoding: .utf8) else { return .failed("not UTF-8 text") }
    return .text(text)
  }

  /// Whether `path` names something, a link followed: `FileManager.fileExists(atPath:)`'s answer from `stat`
  /// itself. Most runs have no config file, and asking the default file manager ran code in three 64 KB windows of
  /// the binary nothing else of a `news` start touches (PROJECT_PLAN.md, "Issue 23 — peak memory, where the last
  /// megabyte is (eighth part)").
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }
}
