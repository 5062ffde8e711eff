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
    case "graph":
      let graph = ModuleGraph(workspace: Workspace(manifests: try loader().loadAll()))
      let files = GraphFiles(root: root)
      guard arguments.contains("--check") else {
        try files.write(graph)
        print("graph: wrote docs/module-graph.dot, docs/module-graph.svg and the Mermaid block of ARCHITECTURE.md.")
        return 0
      }
      let stale = try files.staleFiles(for: graph)
      for file in stale {
        print("'\(file)' is out of date with the manifests; run 'make graph' and commit the result.")
      }
      return stale.isEmpty ? 0 : 1
    case "affected":
      let planner = AffectedPlanner(workspace: Workspace(manifests: try loader().loadAll()))
      let plan: AffectedPlanner.Plan
      let since: String
      if let green = value(of: "--green", in: arguments), let tree = value(of: "--tree", in: arguments) {
        plan = planner.plan(since: GreenRecords(directory: URL(filePath: green), root: root), tree: tree)
        since = "each package's last green run"
      } else {
        let base = value(of: "--base", in: arguments) ?? "main"
        plan = planner.plan(changedFiles: try ChangedFiles(root: root).since(base))
        since = base
      }
      if arguments.contains("--make-targets") {
        print(plan.makeTargets.joined(separator: " "))
      } else {
        print(
          "affected since \(since): \(plan.packages.isEmpty ? "nothing to test" : plan.packages.joined(separator: ", "))"
        )
        if !plan.untested.isEmpty { print("no tests of their own: \(plan.untested.joined(separator: ", "))") }
        if !plan.ignoredFiles.isEmpty { print("not built: \(plan.ignoredFiles.joined(separator: ", "))") }
        print("runs: make \(plan.makeTargets.joined(separator: " "))")
      }
      return 0
    case "new-feature", "remove-feature":
      guard arguments.count == 2 else { throw ScaffoldError.invalidName(arguments.dropFirst().joined(separator: " ")) }
      let name = try FeatureName(arguments[1])
      let scaffold = FeatureScaffold(root: root)
      if command == "new-feature" {
        let files = try scaffold.create(name)
        // The templates are formatted for their placeholders; a longer name may need lines wrapped again.
        _ = try? ProcessRunner.run(
          "/usr/bin/env", ["swift", "format", "format", "--in-place", "--recursive", scaffold.directory(of: name)],
          in: root)
        for file in files { print("new-feature: wrote \(file)") }
      } else {
        try scaffold.remove(name)
        print("remove-feature: removed \(scaffold.directory(of: name)) and its registration.")
      }
      try GraphFiles(root: root).write(ModuleGraph(workspace: Workspace(manifests: try loader().loadAll())))
      print("\(command): the module graph is up to date.")
      if command == "new-feature" {
        print(
          "next: make test-\(name.package) (the make target records the tab's first golden screens), then "
            + "make run ARGS=\(name.command) or make run ARGS=\"ui mosaic://\(name.command)\"")
      }
      return 0
    case "man":
      // `mosaic-repo man <help.json> <version>`: the roff man page on standard output.
      guard arguments.count == 3 else { throw RepoToolError.unreadableHelp }
      var page = try ManPage(dumpHelpJSON: try Data(contentsOf: URL(filePath: arguments[1])), version: arguments[2])
      page.extraSections = ManPage.mosaicSections
      print(page.roff(), terminator: "")
      return 0
    default:
      print(
        "usage: mosaic-repo lint-deps | graph [--check] | affected [--base REF | --green DIR --tree TREE] "
          + "[--make-targets] | "
          + "new-feature NAME | remove-feature NAME | man HELP.json VERSION"
      )
      return command == "help" ? 0 : 2
    }
  }

  private func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  func loader() -> ManifestLoader {
    ManifestLoader(root: root, cacheDirectory: cache)
  }
}
