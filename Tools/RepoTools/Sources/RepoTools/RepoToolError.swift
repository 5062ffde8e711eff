/// What the repository tools can fail on, each with a one-sentence message naming the value and the fix.
///
/// ```swift
/// throw RepoToolError.unreadableManifest("Packages/Core")
/// ```
public enum RepoToolError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadableManifest(String)
  case dumpFailed(directory: String, status: Int32, output: String)
  case gitFailed(arguments: String, output: String)
  case noPackages(String)
  case unreadableHelp
  case graphvizFailed(status: Int32, output: String)

  public var description: String {
    switch self {
    case .unreadableManifest(let directory):
      "The manifest of '\(directory)' could not be read as dump-package JSON; run 'swift package dump-package' there."
    case .dumpFailed(let directory, let status, let output):
      "'swift package dump-package' failed in '\(directory)' with status \(status) ('\(output.prefix(300))'); "
        + "fix its Package.swift."
    case .gitFailed(let arguments, let output):
      "'git \(arguments)' failed ('\(output.prefix(300))'); pass a BASE that exists, such as 'main'."
    case .graphvizFailed(let status, let output):
      "Graphviz 'dot' failed with status \(status) ('\(output.prefix(300))'); run 'make deps' to install graphviz."
    case .unreadableHelp:
      "The help dump could not be read as ArgumentParser's tool-info JSON; pass what 'mosaic --experimental-dump-help' prints."
    case .noPackages(let root):
      "No package was found under '\(root)'; run the tool from the repository root."
    }
  }
}
