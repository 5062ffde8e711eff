import Core

/// A service a test registers as the `mosaic` host would, before the modules register theirs.
///
/// ```swift
/// let registry = try PluginRegistry(
///   modules: [GalleryModule()], serving: [.value(service.client), .value(FavoritesClient.inMemory())])
/// ```
public struct HostService: Sendable {
  /// The key modules name in `requires`.
  public let key: ServiceKey
  private let registration: @Sendable (Container) throws(CoreError) -> Void

  /// `value` registered as a singleton for `type`, which is the value's own type unless given.
  public static func value<Service: Sendable>(_ value: Service, as type: Service.Type = Service.self) -> HostService {
    HostService(key: ServiceKey(type)) { (container: Container) throws(CoreError) in
      try container.register(type, value: value)
    }
  }

  private init(key: ServiceKey, registration: @escaping @Sendable (Container) throws(CoreError) -> Void) {
    self.key = key
    self.registration = registration
  }

  /// Registers the service in `container`.
  func register(in container: Container) throws(CoreError) {
    try registration(container)
  }
}
