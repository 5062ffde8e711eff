import Core
import CoreCLI
import CoreUI
import DataLayer
import Models
import NetworkLayer
import TerminalGraphics

/// A photo's page: `mosaic photo ID`, the route `mosaic://photo/ID`, and the header, details, statistics, camera,
/// photographer and "more by this photographer" sections of `SectionSlot<Photo>.detail`, which other modules add to. Moves along the photo feed another module
/// provides, when there is one.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), DetailModule()], hostServices: [...])
/// ```
public struct DetailModule: FeatureModule {
  public let id = "detail"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Photo detail"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Fotodetails")
  }

  public init() {}

  public var requires: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self)]
  }

  public var provides: [ServiceKey] { [] }

  /// The gallery's feed, when it is loaded: `--next` and `--previous` move along it.
  /// The image pipeline and the terminal, when a module provides them: `--image` draws the photo.
  /// The desktop, when a module provides it: `--open`, `o` and `u` open Unsplash's pages. A download folder
  /// other than the environment's (``PhotoDownloadFolder/live(environment:)``), for `d`.
  public var uses: [ServiceKey] {
    [
      ServiceKey(PhotoFeedClient.self), ServiceKey(ImageClient.self), ServiceKey(TerminalEnvironment.self),
      ServiceKey(DesktopClient.self), ServiceKey(PhotoDownloadFolder.self),
    ]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.command(PhotoCommand.self) { resolver in
      PhotoCommandServices(
        saver: PhotoSaver(photos: try resolver.resolve()),
        desktop: try resolver.resolveIfRegistered(DesktopClient.self) ?? .unavailable)
    }
    try registrar.route("photo/:id", summary: "One photo with its sections; ?direction=next|previous moves") { match in
      PhotoDestination(
        id: try match.required("id"),
        direction: try match.choice("direction", from: FeedDirection.allCases.map(\.rawValue))
          .flatMap(FeedDirection.init(rawValue:)))
    }
    registrar.present(PhotoDestination.self) { resolver in
      PhotoPresenter(
        photos: try resolver.resolve(), favorites: try resolver.resolve(),
        feed: try resolver.resolveIfRegistered(PhotoFeedClient.self),
        sections: try resolver.resolve(SectionCatalog.self).controller(for: .detail),
        picture: PhotoPicture(
          images: try resolver.resolveIfRegistered(ImageClient.self),
          terminal: try resolver.resolveIfRegistered(TerminalEnvironment.self) ?? .unknown))
    } present: { presenter, destination, options, context in
      try await presenter.show(destination, options: options, in: context)
    }
    registerScreens(into: registrar)
    registrar.section(HeaderSection.self, in: .detail) { resolver in HeaderSection(favorites: try resolver.resolve()) }
    registrar.section(DetailsSection.self, in: .detail) { _ in DetailsSection() }
    registrar.section(PhotoStatsSection.self, in: .detail) { _ in PhotoStatsSection() }
    registrar.section(CameraSection.self, in: .detail) { _ in CameraSection() }
    registrar.section(PhotographerSection.self, in: .detail) { _ in PhotographerSection() }
    registrar.section(MoreByPhotographerSection.self, in: .detail) { resolver in
      MoreByPhotographerSection(photos: try resolver.resolve(), favorites: try resolver.resolve())
    }
  }
}
