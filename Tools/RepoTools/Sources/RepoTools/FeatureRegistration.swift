import Foundation

/// The three edits that plug a feature package into the host, and take it out again, as pure text changes:
/// the App's manifest (the package and the host target's product), the composition root (the import and the
/// module) and the Makefile's package list.
///
/// ```swift
/// let edits = FeatureRegistration(name: try FeatureName("Weather"))
/// let manifest = try edits.adding(toAppManifest: text)   // + .package(path: "../Packages/WeatherFeature")
/// ```
public struct FeatureRegistration: Sendable {
  public static let appManifest = "App/Package.swift"
  public static let compositionRoot = "App/Sources/MosaicHost/CompositionRoot.swift"
  public static let makefile = "Makefile"

  public let name: FeatureName

  public init(name: FeatureName) { self.name = name }

  private var packageLine: String { "    .package(path: \"../Packages/\(name.package)\")," }
  private var productLine: String { "        .product(name: \"\(name.package)\", package: \"\(name.package)\")," }
  private var importLine: String { "import \(name.package)" }
  /// The module's entry in `CompositionRoot.builtIns`: its id (the scaffold's module reports its command name) and
  /// the closure that builds it.
  private var moduleLine: String { "    (\"\(name.command)\", { \(name.module)() })," }

  // MARK: Adding

  /// The App's manifest with the package after the last local package, and its product after the last
  /// feature product of the first target (the host's).
  public func adding(toAppManifest text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let packageAnchor = try lastIndex(in: lines, file: Self.appManifest, anchor: ".package(path: \"../Packages/") {
      $0.contains(".package(path: \"../Packages/")
    }
    lines.insert(packageLine, at: packageAnchor + 1)
    let hostTarget = lines.firstIndex { $0.contains(".target(") } ?? 0
    let hostEnd = lines[hostTarget...].firstIndex {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("swiftSettings:")
    }
    let products = lines.indices.filter { index in
      index > hostTarget && index < (hostEnd ?? lines.count) && lines[index].contains(".product(name: \"")
        && lines[index].contains("Feature\", package: ")
    }
    guard let productAnchor = products.last else {
      throw ScaffoldError.anchorMissing(file: Self.appManifest, anchor: ".product(name: \"…Feature\", package: …)")
    }
    lines.insert(productLine, at: productAnchor + 1)
    return lines.joined(separator: "\n")
  }

  /// The composition root with the import among the sorted imports and the module last in `builtIns`.
  public func adding(toCompositionRoot text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
    guard let lastImport = imports.last else {
      throw ScaffoldError.anchorMissing(file: Self.compositionRoot, anchor: "import …")
    }
    let position = imports.first { lines[$0] > importLine } ?? lastImport + 1
    lines.insert(importLine, at: position)
    let anchor = "    (\"some\", { SomeModule() }),"
    let module = try lastIndex(in: lines, file: Self.compositionRoot, anchor: anchor) { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("(\"") && trimmed.hasSuffix("Module() }),")
    }
    lines.insert(moduleLine, at: module + 1)
    return lines.joined(separator: "\n")
  }

  /// The Makefile with the package in `PACKAGES`, before DataLayer (which stays last, next to the App that
  /// also links GRDB), else at the end.
  public func adding(toMakefile text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let index = try packagesLine(in: lines)
    var words = lines[index].split(separator: " ").map(String.init)
    if let dataLayer = words.firstIndex(of: "DataLayer") {
      words.insert(name.package, at: dataLayer)
    } else {
      words.append(name.package)
    }
    lines[index] = words.joined(separator: " ")
    return lines.joined(separator: "\n")
  }

  // MARK: Removing

  public func removing(fromAppManifest text: String) -> String {
    text.components(separatedBy: "\n").filter { $0 != packageLine && $0 != productLine }.joined(separator: "\n")
  }

  public func removing(fromCompositionRoot text: String) -> String {
    text.components(separatedBy: "\n").filter { $0 != importLine && $0 != moduleLine }.joined(separator: "\n")
  }

  public func removing(fromMakefile text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let index = try packagesLine(in: lines)
    lines[index] = lines[index].split(separator: " ").map(String.init).filter { $0 != name.package }
      .joined(separator: " ")
    return lines.joined(separator: "\n")
  }

  // MARK: Anchors

  private func packagesLine(in lines: [String]) throws -> Int {
    guard let index = lines.firstIndex(where: { $0.hasPrefix("PACKAGES := ") }) else {
      throw ScaffoldError.anchorMissing(file: Self.makefile, anchor: "PACKAGES := Core Models …")
    }
    return index
  }

  private func lastIndex(
    in lines: [String], file: String, anchor: String, where matches: (String) -> Bool
  ) throws -> Int {
    guard let index = lines.lastIndex(where: matches) else {
      throw ScaffoldError.anchorMissing(file: file, anchor: anchor)
    }
    return index
  }
}
