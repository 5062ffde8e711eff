import Core
import DataLayer
import DetailFeature
import GalleryFeature
import MosaicConfig
import NetworkLayer
import NetworkLayerLive
import NewsFeature
import SettingsFeature

/// The one place that decides which modules make up `mosaic`. Removing a module from this list removes
/// its commands, routes and sections; nothing else needs an edit. `mosaic --help` lists the commands in this
/// order.
public enum CompositionRoot {
  public static var modules: [any FeatureModule] { builtIns.map { $0.make() } }

  /// The modules by id, each built only when asked for: a line builds only those its command needs (``LineReach``).
  /// Each id is the one its module reports (checked by the tests).
  static let builtIns: [(id: String, make: @Sendable () -> any FeatureModule)] = [
    ("host", { HostModule() }),
    ("services", { ServicesModule() }),
    ("images", { ImagesModule() }),
    ("gallery", { GalleryModule() }),
    ("detail", { DetailModule() }),
    ("news", { NewsModule() }),
    ("settings", { SettingsModule() }),
    ("plugins", { PluginsModule() }),
  ]

  /// The remote APIs `mosaic` reaches, one entry each: a descriptor (its variables, default origin, errors and
  /// probe) and the client the modules get, its own over the network when configured, the embedded catalog
  /// when not. The services module registers them, `mosaic doctor` lists and probes them; adding an API is one
  /// descriptor, one client and one entry here.
  public static var services: [RemoteService] {
    [
      .client(PhotoClient.self, of: .unsplash, offline: { .embedded() }) { connection in
        // Downloads (`mosaic photo ID --save`) through the image pipeline's hardened source: no key, a cap.
        .unsplash(
          key: connection.key, transport: connection.transport, timeout: connection.timeout,
          pictures: .http(
            http: .bounded(maximumBytes: PhotoClient.maximumDownloadBytes), rateLimits: connection.rateLimits,
            maximumBytes: PhotoClient.maximumDownloadBytes, timeout: .seconds(120)))
      },
      .client(
        NewsClient.self, of: .newsAPI, offline: { .embedded() },
        // The headlines that ask by country ask for `Settings.headlineCountry`: the country chosen in the settings,
        // else the configuration file's `news: country:`, else the language's (`de` for German), at each request.
        adjusted: { news, configuration, resolver in
          let settings: SettingsClient = try resolver.resolve()
          return news.inCountry {
            try await settings.load().headlineCountry(configured: configuration.config.load().config.newsCountry)
          }
        }
      ) { connection in
        .newsAPI(key: connection.key, transport: connection.transport, timeout: connection.timeout)
      },
    ]
  }
}
