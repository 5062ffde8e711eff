import Foundation

/// The files changed since the point a branch left `base`, committed or not, plus untracked ones.
///
/// ```swift
/// try ChangedFiles(root: root).since("main")  // ["Packages/DetailFeature/Sources/...", ...]
/// ```
public struct ChangedFiles: Sendable {
  public var root: URL

  public init(root: URL) { self.root = root }

  public func since(_ base: String) throws -> [String] {
    let mergeBase = try git(["merge-base", base, "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    let changed = try git(["diff", "--name-only", mergeBase])
    let untracked = try git(["ls-files", "--others", "--exclude-standard"])
    let files = (changed + "\n" + untracked).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    return Array(Set(files)).sorted()
  }

  private func git(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run("/usr/bin/env", ["git"] + arguments, in: root)
    guard result.status == 0 else {
      throw RepoToolError.gitFailed(arguments: arguments.joined(separator: " "), output: result.errorText)
    }
    return result.text
  }
}
