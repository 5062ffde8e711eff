import Foundation

/// The dependency lint: compares what each target imports with what its manifest declares and where both
/// sit in the layers.
///
/// ```swift
/// let workspace = Workspace(manifests: try ManifestLoader(root: root).loadAll())
/// for finding in DependencyLinter(root: root).findings(in: workspace) { print(finding) }
/// ```
public struct DependencyLinter: Sendable {
  /// Modules of the toolchain and the operating system: never declared in a manifest.
  public static let systemModules: Set<String> = [
    "Swift", "SwiftShims", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Distributed",
    "Synchronization", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "XCTest", "Testing",
    "Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "os", "Combine", "SwiftUI",
    "UIKit", "AppKit", "Cocoa", "Security", "PackageDescription",
  ]
  /// Modules that exist on some platforms only: a portable package imports them behind `#if canImport`.
  public static let platformModules: Set<String> = [
    "Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "FoundationNetworking", "os",
    "Combine", "SwiftUI", "UIKit", "AppKit", "Cocoa", "Security",
  ]

  public var root: URL

  public init(root: URL) { self.root = root.standardizedFileURL }

  /// Every finding of every target, in package and target order; then the package's unused packages.
  public func findings(in workspace: Workspace) -> [DependencyFinding] {
    workspace.manifests.flatMap { manifest in
      manifest.targets.flatMap { findings(for: $0, in: manifest, workspace: workspace) }
        + unusedPackages(of: manifest, in: workspace)
    }
  }

  /// The packages `manifest` depends on that none of its targets names: SwiftPM only warns about them, and
  /// each still costs a resolve (and, for a local package, a place in the module graph).
  func unusedPackages(of manifest: PackageManifest, in workspace: Workspace) -> [DependencyFinding] {
    let named = manifest.targets.flatMap(\.dependencies)
    return manifest.dependencies.compactMap { dependency in
      let identity = dependency.identity.lowercased()
      let local = dependency.localPath.flatMap { workspace.localPackage(named: URL(filePath: $0).lastPathComponent) }
      let used = named.contains { entry in
        switch entry {
        case .product(_, let package?): package.lowercased() == identity
        case .product(let name, nil), .byName(let name):
          // A plain name is a target of this package or a product of one of its dependencies; a remote
          // package's products are unknown here, so a name that is neither counts as using every remote one.
          if manifest.targets.contains(where: { $0.name == name }) {
            false
          } else if let local {
            local.products.contains { $0.name == name }
          } else {
            !workspace.localDependencies(of: manifest).contains { $0.products.contains { $0.name == name } }
          }
        case .target: false
        }
      }
      guard !used else { return nil }
      return DependencyFinding(
        kind: .unusedPackage, package: manifest.directory, target: manifest.name, module: dependency.identity,
        location: "\(manifest.directory)/Package.swift")
    }
  }

  /// The module a target builds, as `import` names it: SwiftPM turns what is not a letter, a digit or `_` into `_`
  /// (`mosaic-bench-ui` is imported as `mosaic_bench_ui`).
  static func moduleName(_ target: String) -> String {
    String(target.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
  }

  func findings(
    for target: PackageManifest.Target, in manifest: PackageManifest, workspace: Workspace
  ) -> [DependencyFinding] {
    guard target.kind != .system, target.kind != .binary else { return [] }
    let sources = root.appending(path: manifest.directory).appending(path: target.path)
    let imports = ImportScanner.imports(under: sources, excluding: target.exclude, relativeTo: root)
    // A C target has no Swift to read; its dependencies are the C compiler's business.
    guard !ImportScanner.swiftFiles(under: sources, excluding: target.exclude).isEmpty else { return [] }
    let layer = workspace.layer(of: manifest)
    let declared = target.dependencies.map { workspace.modules(of: $0, in: manifest).map(Self.moduleName) }
    let declaredModules = Set(declared.flatMap { $0 })
    let imported = Set(imports.map(\.module))
    var result: [DependencyFinding] = []
    var reported: Set<String> = []
    for statement in imports where !reported.contains(statement.module + ":" + statement.file) {
      let module = statement.module
      let location = "\(statement.file):\(statement.line)"
      func finding(_ kind: DependencyFinding.Kind, detail: String = "") -> DependencyFinding {
        DependencyFinding(
          kind: kind, package: manifest.directory, target: target.name, module: module, location: location,
          detail: detail)
      }
      if module == Self.moduleName(target.name) { continue }
      if Self.platformModules.contains(module), layer.isPortable, !statement.guarded,
        !target.name.contains("Live")
      {
        result.append(finding(.platformImport))
        reported.insert(module + ":" + statement.file)
        continue
      }
      if Self.systemModules.contains(module) { continue }
      if !declaredModules.contains(module) {
        result.append(finding(.implicitImport))
        reported.insert(module + ":" + statement.file)
      }
      if let owner = workspace.owner(of: module), owner.directory != manifest.directory {
        let ownerLayer = workspace.layer(of: owner)
        if layer == .features, ownerLayer == .features {
          result.append(finding(.featureImportsFeature))
        } else if ownerLayer > layer {
          result.append(finding(.layerInversion, detail: "\(layer) imports \(ownerLayer)"))
        }
        reported.insert(module + ":" + statement.file)
      }
    }
    for (dependency, modules) in zip(target.dependencies, declared) where !modules.isEmpty {
      guard !modules.contains(where: imported.contains) else { continue }
      let name =
        switch dependency {
        case .target(let name), .byName(let name), .product(let name, _): name
        }
      result.append(
        DependencyFinding(
          kind: .unusedDependency, package: manifest.directory, target: target.name, module: name,
          location: "\(manifest.directory)/Package.swift"))
    }
    return result
  }
}
