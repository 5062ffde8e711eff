import Core
import DataLayer
import Models
import NetworkLayer

/// The photo detail screen: `mosaic photo ID`, the route `mosaic://photo/ID`, and the header and
/// details sections of the `photo.detail` slot that other modules add to.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), DetailModule()])
/// ```
public struct DetailModule: FeatureModule {
  public let id = "detail"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Photo detail"

  public init() {}

  public var requires: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(FeedStore.self)]
  }

  public var provides: [ServiceKey] { [] }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.command(PhotoCommand.self)
    try registrar.route("photo/:id", summary: "One photo with its sections; ?direction=next|previous moves") { match in
      var arguments = ["photo", match["id"] ?? ""]
      if let direction = match.query["direction"] {
        guard ["next", "previous"].contains(direction) else {
          throw CoreError(
            .invalidURL,
            "'\(match.url)' asks for the direction '\(direction)'; use direction=next or direction=previous.")
        }
        arguments.append("--\(direction)")
      }
      return arguments
    }
    registrar.section(HeaderSection(), in: .photoDetail)
    registrar.section(DetailsSection(), in: .photoDetail)
  }
}
