import Core
import DataLayer
import Models
import NetworkLayer

/// The photo gallery: the paged grid (`mosaic gallery`), favorites (`mosaic favorites`), their
/// `mosaic://` routes, and the "more photos" section of the photo detail screen.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), GalleryModule()])
/// ```
public struct GalleryModule: FeatureModule {
  public let id = "gallery"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Photo gallery"

  public init() {}

  public var requires: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(FeedStore.self)]
  }

  public var provides: [ServiceKey] { [] }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.command(GalleryCommand.self)
    registrar.command(FavoritesCommand.self)
    try registrar.route("gallery", summary: "The gallery feed; ?page=N&per_page=N pick the page") { match in
      var arguments = ["gallery"]
      if let page = match.query["page"] { arguments += ["--page", page] }
      if let perPage = match.query["per_page"] ?? match.query["perPage"] { arguments += ["--per-page", perPage] }
      return arguments
    }
    try registrar.route("favorites", summary: "The favorite photos, newest first") { _ in ["favorites", "list"] }
    registrar.section(MorePhotosSection(), in: .photoDetail)
  }
}
