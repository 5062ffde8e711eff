import Foundation

/// One package as `swift package dump-package` describes it: its targets, products and dependencies.
///
/// ```swift
/// let manifest = try PackageManifest(dumpJSON: data, directory: "Packages/Core")
/// manifest.targets.map(\.name)  // ["Core", "SecureFiles", ...]
/// ```
public struct PackageManifest: Sendable, Equatable {
  /// A target and the modules it declares it depends on.
  public struct Target: Sendable, Equatable {
    public enum Kind: String, Sendable { case regular, executable, test, system, plugin, macro, binary }
    public var name: String
    public var kind: Kind
    /// The sources folder relative to the package, as SwiftPM finds it.
    public var path: String
    /// Paths under `path` the target leaves out.
    public var exclude: [String] = []
    public var dependencies: [Dependency]
  }

  /// One entry of a target's `dependencies:`.
  public enum Dependency: Sendable, Equatable {
    case target(String)
    case product(name: String, package: String?)
    case byName(String)
  }

  /// A package this one depends on: a folder of the repository or a remote URL with its version.
  public struct PackageDependency: Sendable, Equatable {
    public var identity: String
    public var localPath: String?
    public var url: String?
    public var version: String?
  }

  public var name: String
  /// The package folder relative to the repository root, such as `Packages/Core`.
  public var directory: String
  public var targets: [Target]
  public var products: [Product]
  public var dependencies: [PackageDependency]

  /// A product and the targets it is built from.
  public struct Product: Sendable, Equatable {
    public var name: String
    public var targets: [String]
  }
}

extension PackageManifest {
  /// Reads the JSON of `swift package dump-package`; `directory` is where the package lives.
  public init(dumpJSON data: Data, directory: String) throws {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let name = root["name"] as? String
    else { throw RepoToolError.unreadableManifest(directory) }
    self.name = name
    self.directory = directory
    let targetObjects = root["targets"] as? [[String: Any]] ?? []
    targets = targetObjects.compactMap(Self.target)
    products = (root["products"] as? [[String: Any]] ?? []).compactMap { object in
      guard let name = object["name"] as? String else { return nil }
      return Product(name: name, targets: object["targets"] as? [String] ?? [])
    }
    dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.packageDependency)
  }

  private static func target(_ object: [String: Any]) -> Target? {
    guard let name = object["name"] as? String, let type = object["type"] as? String else { return nil }
    let kind = Target.Kind(rawValue: type) ?? .regular
    let path = object["path"] as? String ?? (kind == .test ? "Tests/\(name)" : "Sources/\(name)")
    let dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap { entry -> Dependency? in
      if let values = entry["byName"] as? [Any], let first = values.first as? String { return .byName(first) }
      if let values = entry["target"] as? [Any], let first = values.first as? String { return .target(first) }
      if let values = entry["product"] as? [Any], let first = values.first as? String {
        return .product(name: first, package: values.count > 1 ? values[1] as? String : nil)
      }
      return nil
    }
    return Target(
      name: name, kind: kind, path: path, exclude: object["exclude"] as? [String] ?? [], dependencies: dependencies)
  }

  private static func packageDependency(_ object: [String: Any]) -> PackageDependency? {
    if let local = (object["fileSystem"] as? [[String: Any]])?.first, let identity = local["identity"] as? String {
      return PackageDependency(identity: identity, localPath: local["path"] as? String, url: nil, version: nil)
    }
    guard let remote = (object["sourceControl"] as? [[String: Any]])?.first,
      let identity = remote["identity"] as? String
    else { return nil }
    let location = (remote["location"] as? [String: Any])?["remote"] as? [[String: Any]]
    let url = location?.first?["urlString"] as? String
    let requirement = remote["requirement"] as? [String: Any]
    let range = (requirement?["range"] as? [[String: Any]])?.first?["lowerBound"] as? String
    let exact = (requirement?["exact"] as? [String])?.first
    return PackageDependency(identity: identity, localPath: nil, url: url, version: range ?? exact)
  }
}
