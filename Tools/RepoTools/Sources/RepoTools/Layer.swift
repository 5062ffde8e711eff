/// Where a package sits in Mosaic's layers: an import may only point to the same layer or a lower one.
///
/// ```swift
/// Layer.of(directory: "Packages/GalleryFeature", name: "GalleryFeature")  // .features
/// ```
public enum Layer: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
  case core, models, services, features, host, tooling

  public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The layer of the package in `directory` (relative to the repository root) named `name`.
  public static func of(directory: String, name: String) -> Layer {
    if directory.hasPrefix("Tools/") || directory == "Tests" { return .tooling }
    if directory == "App" { return .host }
    if name.hasSuffix("Feature") { return .features }
    switch name {
    case "Core": return .core
    case "Models": return .models
    default: return .services
    }
  }

  public var description: String {
    switch self {
    case .core: "core"
    case .models: "models"
    case .services: "services"
    case .features: "features"
    case .host: "host"
    case .tooling: "tooling"
    }
  }

  /// Packages in this layer may only use modules portable to every platform outside their live targets.
  public var isPortable: Bool { self <= .features }
}
