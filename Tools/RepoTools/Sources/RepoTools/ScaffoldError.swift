/// Why the feature scaffold refused or failed, each with a one-sentence message naming the value and the fix.
public enum ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
  case invalidName(String)
  case alreadyExists(String)
  case nameTaken(String)
  case notAFeature(String)
  case uncommittedChanges(String)
  case stillUsed(feature: String, by: [String])
  case anchorMissing(file: String, anchor: String)
  case templatesMissing(String)

  public var description: String {
    switch self {
    case .invalidName(let name):
      "'\(name)' is not a feature name; use UpperCamelCase ASCII letters and digits without the 'Feature' suffix, "
        + "2 to \(FeatureName.maximumLength) characters, such as NAME=Weather."
    case .alreadyExists(let directory):
      "'\(directory)' exists already; pick another NAME or run 'make remove-feature' first."
    case .nameTaken(let command):
      "The command or module id '\(command)' is taken already; pick another NAME."
    case .notAFeature(let directory):
      "'\(directory)' is not a feature package of this repository; pass the NAME that 'make new-feature' was given."
    case .uncommittedChanges(let directory):
      "'\(directory)' has changes git does not hold yet; commit or stash them before removing the feature."
    case .stillUsed(let feature, let users):
      "'\(feature)' is still used by \(users.map { "'\($0)'" }.joined(separator: ", ")); remove those uses first."
    case .anchorMissing(let file, let anchor):
      "'\(file)' has no line like '\(anchor)' to register the feature at; restore it or register the module by hand."
    case .templatesMissing(let directory):
      "The feature templates are missing at '\(directory)'; run the tool from the repository root."
    }
  }
}
