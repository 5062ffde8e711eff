import Synchronization

/// Holds the host's feature modules: validates them before anything runs, collects what they
/// contribute, boots them in dependency order and shuts them down in reverse.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), GalleryModule(), DetailModule()])
/// try await registry.boot()
/// let destination = try registry.router.resolve("mosaic://photo/abc").destination
/// await registry.shutdown()
/// ```
public final class PluginRegistry: Sendable {
  /// The modules in boot order.
  public let modules: [any FeatureModule]
  /// The container every module registered its services into.
  public let container: Container
  /// Resolves `mosaic://` URLs against every module's routes. Also in the container, for factories.
  public let router: Router
  /// Every module's sections, by slot. Also in the container, for factories.
  public let sections: SectionCatalog
  /// What the modules contributed. Also in the container, for modules that show it (`mosaic features`).
  public let contents: RegistryContents
  /// Services the registry registers itself, available to every module: ``Router``, ``SectionCatalog`` and
  /// ``RegistryContents``.
  public static let registryServices = [
    ServiceKey(Router.self), ServiceKey(SectionCatalog.self), ServiceKey(RegistryContents.self),
  ]
  private let hostServices: [ServiceKey]
  /// What the container hands out as ``SectionCatalog``. The container holds it weakly: the catalog's
  /// providers are deferred values that resolve through the container, so a strong reference would be a
  /// cycle that keeps every registry alive for ever (LeakSanitizer found it).
  private let catalogReference: CatalogReference
  /// What each module of ``modules`` declared, in the same order: made once, for its registration and its hooks.
  private let declarations: [ModuleDeclarations]
  /// Ids of modules whose `willBoot` succeeded, in boot order.
  private let booted = Mutex<[String]>([])

  /// Validates `modules` and lets each register its contributions, in boot order.
  ///
  /// - Parameters:
  ///   - modules: The composition root's list.
  ///   - hostServices: Services the host registers into `container` itself before ``boot()``.
  ///   - container: The container to register into.
  /// - Throws: ``CoreError`` naming the module and the fix; nothing has booted when it throws.
  public init(modules: [any FeatureModule], hostServices: [ServiceKey] = [], container: Container = Container()) throws
  {
    let ordered = try Self.bootOrder(of: modules, hostServices: hostServices + Self.registryServices)
    let store = ContributionStore()
    let declarations = ordered.map(ModuleDeclarations.init)
    for (module, declared) in zip(ordered, declarations) {
      let registrar = ModuleRegistrar(moduleID: module.id, container: container, store: store, declarations: declared)
      do {
        try module.register(into: registrar)
      } catch let error as CoreError {
        throw error
      } catch {
        throw CoreError(
          .registrationMismatch,
          "Module '\(module.id)' failed to register its contributions (\(error)); fix the module or remove it from "
            + "the composition root.",
          module: module.id)
      }
      try Self.check(registrar, against: module)
    }
    let lists = store.lists()
    for (_, list) in lists {
      try Self.checkUnique(list)
      try list.validate()
    }
    let byKind = Dictionary(lists, uniquingKeysWith: { first, _ in first })
    let routes = (byKind[ObjectIdentifier(Route.self)]?.values as? [Contributed<Route>]) ?? []
    let router = Router(routes: routes.map(\.value))
    let sections = SectionCatalog(lists: byKind)
    try container.register(Router.self, registeredBy: "registry", value: router)
    let catalogReference = CatalogReference(sections)
    try container.register(SectionCatalog.self, registeredBy: "registry") { [weak catalogReference] _ in
      guard let catalogReference else {
        throw CoreError(
          .serviceNotRegistered,
          "SectionCatalog was resolved after its PluginRegistry was released; keep the "
            + "registry alive while it runs.", service: "SectionCatalog")
      }
      return catalogReference.catalog
    }
    let contents = RegistryContents(modules: ordered, lists: lists)
    // Weakly, as the catalog: the contributions hold deferred values that resolve through the container.
    try container.register(RegistryContents.self, registeredBy: "registry") { [weak contents] _ in
      guard let contents else {
        throw CoreError(
          .serviceNotRegistered,
          "RegistryContents was resolved after its PluginRegistry was released; keep the registry alive while "
            + "it runs.", service: "RegistryContents")
      }
      return contents
    }
    self.catalogReference = catalogReference
    self.contents = contents
    self.modules = ordered
    self.declarations = declarations
    self.container = container
    self.router = router
    self.sections = sections
    self.hostServices = hostServices
  }

  /// Every contribution of `kind`, in boot order of the modules that made them.
  public func contributions<Value: Contribution>(_ kind: Value.Type) -> [Contributed<Value>] {
    contents.contributions(kind)
  }

  /// One summary per module, in boot order. Built on demand: only `mosaic features` needs it.
  public var summaries: [ModuleSummary] { contents.summaries }

  /// Freezes the container (registration closes; resolves read a fixed table without a lock), then runs every
  /// module's `willBoot`, then every `didBoot`, in boot order. When a hook throws, the modules that had started
  /// are shut down in reverse order before the error is rethrown.
  ///
  /// - Throws: ``CoreError`` `.bootFailed` naming the module and carrying the hook's message, or when the
  ///   registry is already booted.
  public func boot() async throws {
    guard booted.withLock({ $0.isEmpty }) else {
      throw CoreError(.bootFailed, "The registry is already booted; call shutdown() before booting it again.")
    }
    for key in hostServices where !container.isRegistered(key) {
      throw CoreError(
        .bootFailed,
        "The host promised the service '\(key)' but did not register it before boot; register it on the "
          + "registry's container before calling boot().",
        service: key.description)
    }
    container.freeze()
    var phase = "start"
    var current = ""
    do {
      for index in modules.indices {
        current = modules[index].id
        try await modules[index].willBoot(context(for: index))
        booted.withLock { $0.append(modules[index].id) }
      }
      phase = "finish starting"
      for index in modules.indices {
        current = modules[index].id
        try await modules[index].didBoot(context(for: index))
      }
    } catch {
      await shutdown()
      throw CoreError(
        .bootFailed, "Module '\(current)' could not \(phase): \(error)", module: current,
        detail: (error as? any MosaicError)?.codeName)
    }
  }

  /// Shuts down every booted module in reverse boot order. Safe to call more than once.
  public func shutdown() async {
    let ids = booted.withLock { ids in
      defer { ids.removeAll() }
      return ids
    }
    for id in ids.reversed() {
      guard let index = modules.firstIndex(where: { $0.id == id }) else { continue }
      await modules[index].shutdown(context(for: index))
    }
  }

  /// The context of the module at `index` of ``modules``.
  private func context(for index: Int) -> ModuleContext {
    let id = modules[index].id
    return ModuleContext(moduleID: id, resolver: container.resolver(for: id).declaring(declarations[index]))
  }
}

/// The registry's catalog behind a reference the container can hold weakly.
private final class CatalogReference: Sendable {
  let catalog: SectionCatalog
  init(_ catalog: SectionCatalog) { self.catalog = catalog }
}
