import Foundation

/// Every package of the repository together: which package owns each module, and what each target declares.
///
/// ```swift
/// let workspace = Workspace(manifests: try ManifestLoader(root: root).loadAll())
/// workspace.owner(of: "CoreCLI")?.name  // "Core"
/// ```
public struct Workspace: Sendable {
  public var manifests: [PackageManifest]
  private var owners: [String: Int] = [:]

  public init(manifests: [PackageManifest]) {
    self.manifests = manifests
    for (index, manifest) in manifests.enumerated() {
      for target in manifest.targets where target.kind != .test { owners[target.name] = owners[target.name] ?? index }
    }
  }

  /// The package that defines the module `name`, if it is one of the repository's.
  public func owner(of module: String) -> PackageManifest? {
    owners[module].map { manifests[$0] }
  }

  public func layer(of manifest: PackageManifest) -> Layer {
    Layer.of(directory: manifest.directory, name: manifest.name)
  }

  /// The local package a manifest's `.product(name:package:)` or path dependency names, if any.
  public func localPackage(named reference: String) -> PackageManifest? {
    let wanted = reference.lowercased()
    return manifests.first { manifest in
      manifest.name.lowercased() == wanted
        || manifest.directory.split(separator: "/").last.map { $0.lowercased() == wanted } == true
    }
  }

  /// The modules one dependency entry of `target` (in `manifest`) brings in.
  public func modules(of dependency: PackageManifest.Dependency, in manifest: PackageManifest) -> [String] {
    switch dependency {
    case .target(let name):
      return [name]
    case .byName(let name):
      if manifest.targets.contains(where: { $0.name == name }) { return [name] }
      return productModules(name, package: nil, from: manifest)
    case .product(let name, let package):
      return productModules(name, package: package, from: manifest)
    }
  }

  /// Remote packages `manifest` depends on, by identity, with their URL and lowest version.
  public func remoteDependencies(of manifest: PackageManifest) -> [PackageManifest.PackageDependency] {
    manifest.dependencies.filter { $0.url != nil }
  }

  /// The local packages `manifest` depends on.
  public func localDependencies(of manifest: PackageManifest) -> [PackageManifest] {
    manifest.dependencies.compactMap { dependency in
      guard let path = dependency.localPath else { return nil }
      let last = URL(filePath: path).lastPathComponent
      return localPackage(named: last)
    }
  }

  /// Every package that depends, directly or not, on one of `packages` (by directory), `packages` included.
  public func dependents(closingOver packages: Set<String>) -> Set<String> {
    var result = packages
    var changed = true
    while changed {
      changed = false
      for manifest in manifests where !result.contains(manifest.directory) {
        if localDependencies(of: manifest).contains(where: { result.contains($0.directory) }) {
          result.insert(manifest.directory)
          changed = true
        }
      }
    }
    return result
  }

  private func productModules(_ name: String, package: String?, from manifest: PackageManifest) -> [String] {
    let candidates: [PackageManifest]
    if let package {
      candidates = localPackage(named: package).map { [$0] } ?? []
    } else {
      candidates = localDependencies(of: manifest)
    }
    for candidate in candidates {
      if let product = candidate.products.first(where: { $0.name == name }) { return product.targets }
    }
    // A remote product: its module carries the product's name.
    return [name]
  }
}
