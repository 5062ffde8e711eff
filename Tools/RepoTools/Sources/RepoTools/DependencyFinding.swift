/// One thing the dependency lint found, printed as one sentence: where, what, and the fix.
///
/// ```swift
/// print(finding)  // "Packages/Core/Sources/B/B.swift:1: target 'B' imports 'A' without declaring it; ..."
/// ```
public struct DependencyFinding: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable {
    case implicitImport = "implicit-import"
    case unusedDependency = "unused-dependency"
    case unusedPackage = "unused-package"
    case featureImportsFeature = "feature-imports-feature"
    case layerInversion = "layer-inversion"
    case platformImport = "platform-import"
  }

  public var kind: Kind
  /// The package folder, such as `Packages/Core`.
  public var package: String
  /// The target, or the package's name for a finding about the whole package.
  public var target: String
  public var module: String
  /// `file:line` of the import, or the manifest for an unused dependency or package.
  public var location: String
  /// Extra words some kinds need, such as the two layers.
  var detail: String = ""

  public var description: String {
    switch kind {
    case .implicitImport:
      "\(location): target '\(target)' imports '\(module)' without declaring it; add '\(module)' to the "
        + "dependencies of '\(target)' in \(package)/Package.swift."
    case .unusedDependency:
      "\(location): target '\(target)' declares '\(module)' but never imports it; remove it from the "
        + "dependencies of '\(target)'."
    case .unusedPackage:
      "\(location): package '\(target)' depends on the package '\(module)' but none of its targets uses it; "
        + "remove it from the package's dependencies."
    case .featureImportsFeature:
      "\(location): feature target '\(target)' imports the feature '\(module)'; features meet through the "
        + "registry, routes and sections in Core, so move what they share down to Core or Models."
    case .layerInversion:
      "\(location): target '\(target)' imports '\(module)' from a higher layer (\(detail)); move the code up "
        + "or the dependency down."
    case .platformImport:
      "\(location): target '\(target)' of the portable package \(package) imports the platform-only "
        + "'\(module)' unguarded; wrap it in '#if canImport(\(module))' or move it to a '…Live' target."
    }
  }
}
