/// Maps changed files to the tests that can notice: the packages they are in, every package that depends
/// on those, the end-to-end tests when the host or the mock can change, and everything for a change to the
/// build itself.
///
/// ```swift
/// let plan = AffectedPlanner(workspace: workspace).plan(changedFiles: ["Packages/DetailFeature/Sources/A.swift"])
/// plan.makeTargets  // ["test-DetailFeature", "test-app", "test-e2e", "test-ContainerBenchmark", "test-fuzz"]
/// ```
public struct AffectedPlanner: Sendable {
  /// Files outside every package that change how everything builds or runs.
  static let buildFiles = ["Makefile", ".ci/", "Tools/scripts/", ".swift-format"]

  public var workspace: Workspace

  public init(workspace: Workspace) { self.workspace = workspace }

  /// What to run, and why.
  public struct Plan: Sendable, Equatable {
    /// The package folders whose tests run, lowest layer first.
    public var packages: [String]
    /// The Makefile targets that run them.
    public var makeTargets: [String]
    /// Changed files no package owns and that change nothing built (documentation, pictures).
    public var ignoredFiles: [String]
    /// Affected packages without a Makefile target that tests them.
    public var untested: [String] = []
  }

  public func plan(changedFiles: [String]) -> Plan {
    var direct: Set<String> = []
    var ignored: [String] = []
    let directories = workspace.manifests.map(\.directory).sorted { $0.count > $1.count }
    for file in changedFiles {
      if let owner = directories.first(where: { file.hasPrefix($0 + "/") }) {
        direct.insert(owner)
      } else if Self.buildFiles.contains(where: { file == $0 || ($0.hasSuffix("/") && file.hasPrefix($0)) }) {
        direct.formUnion(workspace.manifests.map(\.directory))
      } else {
        ignored.append(file)
      }
    }
    var affected = workspace.dependents(closingOver: direct)
    // The end-to-end tests run the built host and the built mock, which no manifest links.
    if affected.contains("App") || affected.contains("Tools/MockAPI") { affected.insert("Tests") }
    return plan(affected: affected, ignoredFiles: ignored)
  }

  /// What to run when each package is measured against its own last green run (``GreenRecords``): a package whose
  /// tests never passed here, or since whose last green run a file changed that its tests can notice.
  public func plan(since records: GreenRecords, tree: String) -> Plan {
    var affected: Set<String> = []
    var ignored: Set<String> = []
    for manifest in workspace.manifests where Self.makeTarget(manifest.directory) != nil {
      guard let changed = records.changedFiles(of: manifest.directory, until: tree) else {
        affected.insert(manifest.directory)
        continue
      }
      let own = plan(changedFiles: changed)
      if own.packages.contains(manifest.directory) { affected.insert(manifest.directory) }
      ignored.formUnion(own.ignoredFiles)
    }
    var result = plan(affected: affected, ignoredFiles: ignored.sorted())
    result.untested = []
    return result
  }

  /// `affected` in layer order (lowest first), with their Makefile targets.
  private func plan(affected: Set<String>, ignoredFiles: [String]) -> Plan {
    let ordered = workspace.manifests.filter { affected.contains($0.directory) }.sorted { lhs, rhs in
      let (left, right) = (workspace.layer(of: lhs), workspace.layer(of: rhs))
      return left == right ? lhs.directory < rhs.directory : left < right
    }
    let packages = ordered.map(\.directory).filter { Self.makeTarget($0) != nil }
    return Plan(
      packages: packages, makeTargets: packages.compactMap(Self.makeTarget), ignoredFiles: ignoredFiles,
      untested: ordered.map(\.directory).filter { Self.makeTarget($0) == nil })
  }

  /// The Makefile target that tests a package folder: `test-<Name>` for `Packages/<Name>` and the benchmarks in
  /// `Tools/<Name>`.
  static func makeTarget(_ directory: String) -> String? {
    switch directory {
    case "App": "test-app"
    case "Tests": "test-e2e"
    case "Tools/MockAPI": "test-mock-api"
    case "Tools/RepoTools": "test-repo-tools"
    case "Tools/fuzz": "test-fuzz"
    default:
      directory.hasPrefix("Packages/") || directory.hasPrefix("Tools/")
        ? "test-" + directory.split(separator: "/").dropFirst().joined(separator: "/") : nil
    }
  }
}
