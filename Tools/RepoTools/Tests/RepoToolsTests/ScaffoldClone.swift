import Foundation
import RepoTools
import Testing

/// The copy of the repository the scaffold test edits (`.build-scaffold/clone`, ignored by git) and the build it
/// builds on.
///
/// The clone is the working tree as it is: a git clone of HEAD with the uncommitted changes and untracked files
/// on top, committed there so that `git status` starts clean. It builds in the suite's own build folder, its local
/// packages pointed at the repository's (see ``relocatingPackages(_:_:)``), so everything but the new feature
/// package, the host's module and the link of `mosaic` is already built there when the suite runs it.
enum ScaffoldClone {
  static let repository = Fixtures.repositoryRoot
  static let workspace = repository.appending(path: ".build-scaffold")
  static let root = workspace.appending(path: "clone")

  /// How the suite builds: MOSAIC_SUITE_BUILD_FLAGS (the Makefile passes its own), else the Makefile's flags for its
  /// shared scratch folder (the same linker too, so that the folder is not rebuilt for other flags).
  static var buildFlags: [String] {
    let flags = ProcessInfo.processInfo.environment["MOSAIC_SUITE_BUILD_FLAGS"]?.split(separator: " ").map(String.init)
    return flags ?? ["--scratch-path", repository.appending(path: ".build-shared").path, "-Xswiftc", "-use-ld=lld"]
  }

  static var scratch: URL {
    let flags = buildFlags
    guard let index = flags.firstIndex(of: "--scratch-path"), index + 1 < flags.count else {
      return repository.appending(path: ".build-shared")
    }
    return URL(filePath: flags[index + 1])
  }

  /// The clone at the working tree, every other file gone. An existing clone is reset rather than cloned again.
  static func refresh() throws {
    if FileManager.default.fileExists(atPath: root.appending(path: ".git").path) {
      try git(["fetch", "--quiet", repository.path, "HEAD"])
      try git(["reset", "--quiet", "--hard", "FETCH_HEAD"])
      try git(["clean", "--quiet", "-ffdx"])
    } else {
      try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
      let result = try ProcessRunner.run("/usr/bin/env", ["git", "clone", "--quiet", repository.path, root.path])
      try #require(result.status == 0, "\(result.errorText)")
    }
    let patch = try ProcessRunner.run("/usr/bin/env", ["git", "diff", "HEAD", "--binary"], in: repository)
    let untracked = try ProcessRunner.run(
      "/usr/bin/env", ["git", "ls-files", "--others", "--exclude-standard", "-z"], in: repository)
    guard !patch.output.isEmpty || !untracked.output.isEmpty else { return }
    if !patch.output.isEmpty {
      let file = workspace.appending(path: "working-tree.patch")
      try patch.output.write(to: file)
      try git(["apply", "--whitespace=nowarn", file.path])
    }
    for path in untracked.text.split(separator: "\0").map(String.init) {
      let target = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: repository.appending(path: path), to: target)
    }
    try git(["add", "--all"])
    try git([
      "-c", "user.name=scaffold", "-c", "user.email=scaffold@invalid", "commit", "--quiet", "-m", "working tree",
    ])
  }

  /// Runs `body` with the local packages the `manifests` (paths in the clone) name by relative path pointed at
  /// the repository's packages of the same name, when the repository has one, so the suite's build of them is
  /// reused; the manifests' own texts are back afterwards.
  static func relocatingPackages<T>(_ manifests: [String], _ body: () throws -> T) throws -> T {
    let originals = try manifests.map { try String(contentsOf: root.appending(path: $0), encoding: .utf8) }
    defer {
      for (manifest, text) in zip(manifests, originals) {
        try? text.write(to: root.appending(path: manifest), atomically: true, encoding: .utf8)
      }
    }
    for (manifest, text) in zip(manifests, originals) {
      let folder = root.appending(path: manifest).deletingLastPathComponent()
      var relocated = text
      for match in text.matches(of: /\.package\(path: "([^"]+)"\)/) {
        let inClone = folder.appending(path: String(match.1)).standardizedFileURL.path
        guard inClone.hasPrefix(root.path + "/") else { continue }
        let inRepository = repository.appending(path: String(inClone.dropFirst(root.path.count + 1)))
        guard FileManager.default.fileExists(atPath: inRepository.appending(path: "Package.swift").path) else {
          continue
        }
        relocated = relocated.replacingOccurrences(
          of: String(match.0), with: ".package(path: \"\(inRepository.standardizedFileURL.path)\")")
      }
      try relocated.write(to: root.appending(path: manifest), atomically: true, encoding: .utf8)
    }
    return try body()
  }

  /// SwiftPM keeps one build plan per scratch folder and would reuse the suite's for the clone's packages (or the
  /// clone's for the suite's next build): removing it, and the Makefile's record of it, makes each plan afresh.
  static func forgetPlan() {
    for name in ["debug.yaml", "plugin-tools.yaml", "mosaic-plan.key"] {
      try? FileManager.default.removeItem(at: scratch.appending(path: name))
    }
  }

  @discardableResult
  static func git(_ arguments: [String]) throws -> String {
    let result = try run("git", arguments)
    try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.errorText)")
    return result.text
  }

  static func run(_ program: String, _ arguments: [String]) throws -> ProcessRunner.Output {
    try ProcessRunner.run(
      program.hasPrefix("/") ? program : "/usr/bin/env", program.hasPrefix("/") ? arguments : [program] + arguments,
      in: root)
  }
}
