/// What a module said it resolves: its `requires`, `uses` and `provides`, and the registry's own services that
/// every module may use. The resolver a module's factories, deferred values and hooks receive refuses any other
/// service, so a module's declarations cannot drift from what its code resolves.
///
/// ```swift
/// var requires: [ServiceKey] { [ServiceKey(PhotoClient.self)] }
/// registrar.register(Gallery.self) { resolver in
///   Gallery(photos: try resolver.resolve(), favorites: try resolver.resolve())  // throws: FavoritesClient undeclared
/// }
/// ```
///
/// A class, made once per module: a resolver carries one reference to it.
final class ModuleDeclarations: Sendable {
  let moduleID: String
  let keys: Set<ServiceKey>

  init(_ module: any FeatureModule) {
    moduleID = module.id
    keys = Set(module.requires + module.uses + module.provides + PluginRegistry.registryServices)
  }

  /// - Throws: ``CoreError`` `.undeclaredService` naming the module, the service and the fix.
  func check(_ key: ServiceKey, requester: @autoclosure () -> String) throws {
    guard !keys.contains(key) else { return }
    let requester = requester()
    throw CoreError(
      .undeclaredService,
      "Module '\(moduleID)' resolved '\(key)' (for '\(requester)') without declaring it; add "
        + "`ServiceKey(\(key.typeName).self)` to its `requires`, or to its `uses` if it does without.",
      module: moduleID, service: key.description, value: requester)
  }
}
