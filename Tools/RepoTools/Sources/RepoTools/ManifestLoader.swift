import Foundation

/// Finds every package of the repository and reads each manifest with `swift package dump-package`.
///
/// ```swift
/// let manifests = try ManifestLoader(root: URL(filePath: ".")).loadAll()
/// ```
/// Dumps run four at a time; with a `cacheDirectory` a manifest whose text has not changed is not dumped again.
public struct ManifestLoader: Sendable {
  public var root: URL
  public var cacheDirectory: URL?
  public var swift: String

  public init(root: URL, cacheDirectory: URL? = nil, swift: String = "swift") {
    self.root = root.standardizedFileURL
    self.cacheDirectory = cacheDirectory
    self.swift = swift
  }

  /// The package folders relative to the root: `Packages/*`, `App`, `Tests`, `Tools/*`, sorted.
  public func packageDirectories() -> [String] {
    let fileManager = FileManager.default
    var directories: [String] = []
    for parent in ["Packages", "Tools"] {
      let children = (try? fileManager.contentsOfDirectory(atPath: root.appending(path: parent).path)) ?? []
      for child in children.sorted() where hasManifest("\(parent)/\(child)") {
        directories.append("\(parent)/\(child)")
      }
    }
    for single in ["App", "Tests"] where hasManifest(single) { directories.append(single) }
    return directories
  }

  /// Every package's manifest, in the order of `packageDirectories()`.
  public func loadAll() throws -> [PackageManifest] {
    let directories = packageDirectories()
    guard !directories.isEmpty else { throw RepoToolError.noPackages(root.path) }
    let results = Results(count: directories.count)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 4
    for (index, directory) in directories.enumerated() {
      queue.addOperation { results.set(index, Result { try load(directory) }) }
    }
    queue.waitUntilAllOperationsAreFinished()
    return try results.values().map { try $0.get() }
  }

  /// One package's manifest.
  public func load(_ directory: String) throws -> PackageManifest {
    let packageURL = root.appending(path: directory)
    let manifestText = (try? Data(contentsOf: packageURL.appending(path: "Package.swift"))) ?? Data()
    let key = Self.fnv1a(Data(packageURL.path.utf8) + manifestText)
    let cached = cacheDirectory?.appending(path: String(key, radix: 16) + ".json")
    if let cached, let data = try? Data(contentsOf: cached) {
      return try PackageManifest(dumpJSON: data, directory: directory)
    }
    let data = try dump(packageURL, directory: directory)
    let manifest = try PackageManifest(dumpJSON: data, directory: directory)
    if let cached, let cacheDirectory {
      try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
      try? data.write(to: cached, options: .atomic)
    }
    return manifest
  }

  private func hasManifest(_ directory: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appending(path: directory).appending(path: "Package.swift").path)
  }

  private func dump(_ packageURL: URL, directory: String) throws -> Data {
    let result = try ProcessRunner.run(
      "/usr/bin/env", [swift, "package", "dump-package", "--package-path", packageURL.path])
    guard result.status == 0 else {
      throw RepoToolError.dumpFailed(directory: directory, status: result.status, output: result.errorText)
    }
    return result.output
  }

  static func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}

/// Slots the loader's concurrent dumps write into; the lock makes the shared array safe to touch.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<PackageManifest, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<PackageManifest, any Error>) {
    lock.withLock { slots[index] = value }
  }

  func values() -> [Result<PackageManifest, any Error>] {
    lock.withLock { slots.map { $0 ?? .failure(RepoToolError.noPackages("")) } }
  }
}
