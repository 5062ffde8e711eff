import Core
import CoreCLI
import Foundation
import MosaicConfig
import NetworkLayer
import NetworkLayerLive
import TerminalGraphics

/// Pictures for every feature: the ``ImageClient`` (memory and disk caches, the network or the embedded
/// catalog's BlurHashes, libpng and libjpeg-turbo), what the run knows about its terminal, and
/// `mosaic cache`. Saves the run's counters at shutdown so `mosaic cache` can show the last run's hit rate.
public struct ImagesModule: FeatureModule {
  public let id = "images"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Images"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Bilder")
  }

  public init() {}

  public var requires: [ServiceKey] { [ServiceKey(HostConfiguration.self), ServiceKey(RateLimitStore.self)] }

  public var provides: [ServiceKey] {
    [ServiceKey(ImageClient.self), ServiceKey(TerminalEnvironment.self), ServiceKey(ImageCache.self)]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.register(ImageCache.self, scope: .singleton) { resolver in
      ImageCache(configuration: try resolver.resolve(), rateLimits: try resolver.resolve())
    }
    registrar.register(ImageClient.self, scope: .singleton) { resolver in
      try resolver.resolve(ImageCache.self).client
    }
    registrar.register(TerminalEnvironment.self, scope: .singleton) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      return TerminalDetection.current(
        environment: configuration.environment, configured: configuration.config.load().config.graphics)
    }
    registrar.command(CacheCommand.self) { resolver in try resolver.resolve(ImageCache.self) }
  }

  public func shutdown(_ context: ModuleContext) async {
    guard let cache = try? context.resolver.resolveIfRegistered(ImageCache.self) else { return }
    await cache.finishRun()
  }
}
