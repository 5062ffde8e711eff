import Foundation
import RepoTools
import Testing

/// `make test-affected` with no BASE: each package against the tree its own tests last passed on.
@Suite struct GreenRecordsTests {
  /// A throwaway git repository holding two trees that differ in one DetailFeature file, and a records folder.
  struct Trees {
    let root: URL
    let records: URL
    let before: String
    let after: String

    init() throws {
      root = FileManager.default.temporaryDirectory.appending(path: "green-\(UUID().uuidString)")
      records = root.appending(path: ".build-tools/green")
      try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
      try Self.git(["init", "--quiet"], in: root)
      for file in ["Packages/Core/a.swift", "Packages/DetailFeature/b.swift", "README.md"] {
        try Self.write("one", to: root.appending(path: file))
      }
      before = try Self.tree(in: root)
      try Self.write("two", to: root.appending(path: "Packages/DetailFeature/b.swift"))
      after = try Self.tree(in: root)
    }

    func record(_ tree: String, for packages: [String]) throws {
      for package in packages {
        try Self.write(tree, to: records.appending(path: package.replacingOccurrences(of: "/", with: "-")))
      }
    }

    static func write(_ text: String, to file: URL) throws {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    static func tree(in root: URL) throws -> String {
      try git(["add", "--all", "."], in: root)
      return try git(["write-tree"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    static func git(_ arguments: [String], in root: URL) throws -> String {
      let result = try ProcessRunner.run("/usr/bin/env", ["git"] + arguments, in: root)
      try #require(result.status == 0, "git \(arguments): \(result.errorText)")
      return result.text
    }
  }

  @Test func afterEveryPackagePassed_onlyWhatTheChangeReaches_isTested() throws {
    let trees = try Trees()
    defer { try? FileManager.default.removeItem(at: trees.root) }
    let workspace = try repository.get()
    try trees.record(trees.before, for: workspace.manifests.map(\.directory))
    let planner = AffectedPlanner(workspace: workspace)
    let records = GreenRecords(directory: trees.records, root: trees.root)

    #expect(planner.plan(since: records, tree: trees.before).packages == [])
    let changed = planner.plan(since: records, tree: trees.after)
    #expect(changed.packages == ["Packages/DetailFeature", "App", "Tests", "Tools/ContainerBenchmark", "Tools/fuzz"])
    #expect(
      changed.makeTargets == ["test-DetailFeature", "test-app", "test-e2e", "test-ContainerBenchmark", "test-fuzz"])
  }

  @Test func aPackageThatNeverPassedHere_orWhoseTreeIsGone_isTested() throws {
    let trees = try Trees()
    defer { try? FileManager.default.removeItem(at: trees.root) }
    let workspace = try repository.get()
    let tested = workspace.manifests.map(\.directory).filter { $0 != "Packages/Models" }
    try trees.record(trees.after, for: tested)
    try trees.record(String(repeating: "0", count: 40), for: ["Packages/Core"])
    let records = GreenRecords(directory: trees.records, root: trees.root)

    #expect(records.changedFiles(of: "Packages/Models", until: trees.after) == nil)
    #expect(records.changedFiles(of: "Packages/Core", until: trees.after) == nil)
    #expect(records.changedFiles(of: "Packages/DetailFeature", until: trees.after) == [])
    let plan = AffectedPlanner(workspace: workspace).plan(since: records, tree: trees.after)
    #expect(plan.packages == ["Packages/Core", "Packages/Models"])
  }
}
