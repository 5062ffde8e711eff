import Foundation

/// The working tree each package's tests last passed on, as `Tools/scripts/green.sh` records it after a passing
/// `make test-<Package>` (and every other test step): one file per package folder in `directory`, holding a git
/// tree id.
///
/// ```swift
/// let records = GreenRecords(directory: root.appending(path: ".build-tools/green"), root: root)
/// records.changedFiles(of: "Packages/Core", until: tree)  // nil: Core's tests never passed here
/// ```
public struct GreenRecords: Sendable {
  public var directory: URL
  public var root: URL

  public init(directory: URL, root: URL) {
    self.directory = directory
    self.root = root
  }

  /// The tree the package folder's tests last passed on, if they did here.
  public func tree(of package: String) -> String? {
    let file = directory.appending(path: package.replacingOccurrences(of: "/", with: "-"))
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    let tree = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return tree.isEmpty ? nil : tree
  }

  /// The files that differ between the package's last green tree and `tree`; nil when it has no green run here
  /// (or git no longer holds that tree), so that it is tested.
  public func changedFiles(of package: String, until tree: String) -> [String]? {
    guard let green = self.tree(of: package) else { return nil }
    if green == tree { return [] }
    guard
      let result = try? ProcessRunner.run("/usr/bin/env", ["git", "diff", "--name-only", green, tree], in: root),
      result.status == 0
    else { return nil }
    return result.text.split(separator: "\n").map(String.init)
  }
}
