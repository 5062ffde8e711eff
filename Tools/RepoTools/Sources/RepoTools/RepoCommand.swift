import Foundation

/// The `mosaic-repo` command line: which tool to run and how it ends.
///
/// ```swift
/// let status = try RepoCommand(root: root, cache: nil).run(["lint-deps"])  // 0 when clean
/// ```
public struct RepoCommand: Sendable {
  public var root: URL
  public var cache: URL?

  public init(root: URL, cache: URL?) {
    self.root = root
    self.cache = cache
  }

  public func run(_ arguments: [String]) throws -> Int32 {
    let command = arguments.first ?? "help"
    switch command {
    case "lint-deps":
      let workspace = Workspace(manifests: try loader().loadAll())
      let findings = DependencyLinter(root: root).findings(in: workspace)
      for finding in findings { print(finding) }
      if findings.isEmpty { print("lint-deps: \(workspace.manifests.count) packages, no finding.") }
      return findings.isEmpty ? 0 : 1
    default:
      print("usage: mosaic-repo lint-deps | graph [--check] | affected [--base REF] [--dry-run]")
      return command == "help" ? 0 : 2
    }
  }

  func loader() -> ManifestLoader {
    ManifestLoader(root: root, cacheDirectory: cache)
  }
}
