import Synchronization

/// Holds the host's feature modules: validates them before anything runs, collects what they
/// contribute, boots them in dependency order and shuts them down in reverse.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), GalleryModule(), DetailModule()])
/// try await registry.boot()
/// defer { Task { await registry.shutdown() } }
/// let resolution = try registry.router.resolve("mosaic://photo/abc")
/// ```
public final class PluginRegistry: Sendable {
  /// The modules in boot order.
  public let modules: [any FeatureModule]
  /// The container every module registered its services into.
  public let container: Container
  /// Commands from every module, in boot order.
  public let commands: [CommandContribution]
  /// Resolves `mosaic://` URLs against every module's routes.
  public let router: Router
  /// One summary per module, in boot order.
  public let summaries: [ModuleSummary]
  private let sections: [SectionRegistration]
  private let hostServices: [ServiceKey]
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
    let ordered = try Self.bootOrder(of: modules, hostServices: hostServices)
    var commands: [CommandContribution] = []
    var routes: [Route] = []
    var sections: [SectionRegistration] = []
    var summaries: [ModuleSummary] = []
    for module in ordered {
      let registrar = ModuleRegistrar(moduleID: module.id, container: container)
      do {
        try module.register(into: registrar)
      } catch let error as CoreError {
        throw error
      } catch {
        throw CoreError(
          .registrationMismatch,
          "Module '\(module.id)' failed to register its contributions (\(error)); fix the module or remove it from "
            + "the composition root."
        )
      }
      try Self.check(registrar, against: module)
      commands += registrar.commands.map { CommandContribution(moduleID: module.id, command: $0) }
      routes += registrar.routes
      sections += registrar.sections
      summaries.append(
        ModuleSummary(
          id: module.id, version: module.version, name: module.displayName,
          commands: registrar.commands.map { $0.moduleCommandName },
          routes: registrar.routes.map(\.template),
          sections: registrar.sections.map { "\($0.slotName)/\($0.providerID)" },
          provides: module.provides.map(\.description), requires: module.requires.map(\.description)
        )
      )
    }
    try Self.checkUnique(commands.map { ($0.name, $0.name, $0.moduleID) }, kind: "command")
    try Self.checkUnique(routes.map { ($0.shape, $0.pattern, $0.moduleID) }, kind: "route")
    try Self.checkUnique(sections.map { ($0.providerID, $0.providerID, $0.moduleID) }, kind: "section")
    try Self.checkSlots(sections)
    self.modules = ordered
    self.container = container
    self.commands = commands
    self.router = Router(routes: routes)
    self.sections = sections
    self.summaries = summaries
    self.hostServices = hostServices
  }

  /// The sections every module registered for `slot`, composed in order.
  public func sectionController<Subject>(for slot: SectionSlot<Subject>) -> SectionController<Subject> {
    SectionController(
      providers: sections.filter { $0.slotName == slot.name }.compactMap { $0.provider as? AnySectionProvider<Subject> }
    )
  }

  /// Runs every module's `willBoot`, then every `didBoot`, in boot order. When a hook throws, the
  /// modules that had started are shut down in reverse order before the error is rethrown.
  ///
  /// - Throws: ``CoreError`` `.bootFailed` naming the module and carrying the hook's message, or when the
  ///   registry is already booted.
  public func boot() async throws {
    guard booted.withLock({ $0.isEmpty }) else {
      throw CoreError(
        .bootFailed, "The registry is already booted; call shutdown() before booting it again.")
    }
    for key in hostServices where !container.isRegistered(key) {
      throw CoreError(
        .bootFailed,
        "The host promised the service '\(key)' but did not register it before boot; register it on the "
          + "registry's container before calling boot()."
      )
    }
    var phase = "start"
    var current = ""
    do {
      for module in modules {
        current = module.id
        try await module.willBoot(context(for: module))
        booted.withLock { $0.append(module.id) }
      }
      phase = "finish starting"
      for module in modules {
        current = module.id
        try await module.didBoot(context(for: module))
      }
    } catch {
      await shutdown()
      throw CoreError(.bootFailed, "Module '\(current)' could not \(phase): \(error)")
    }
  }

  /// Shuts down every booted module in reverse boot order. Safe to call more than once.
  public func shutdown() async {
    let ids = booted.withLock { ids in
      defer { ids.removeAll() }
      return ids
    }
    for id in ids.reversed() {
      guard let module = modules.first(where: { $0.id == id }) else { continue }
      await module.shutdown(context(for: module))
    }
  }

  private func context(for module: any FeatureModule) -> ModuleContext {
    ModuleContext(moduleID: module.id, resolver: container.resolver(for: module.id))
  }

  private static func check(_ registrar: ModuleRegistrar, against module: any FeatureModule) throws {
    let registered = Set(registrar.services)
    if let missing = module.provides.first(where: { !registered.contains($0) }) {
      throw CoreError(
        .registrationMismatch,
        "Module '\(module.id)' declares that it provides '\(missing)' but its register(into:) did not "
          + "register it; register it there or remove it from `provides`."
      )
    }
    let declared = Set(module.provides)
    if let undeclared = registrar.services.first(where: { !declared.contains($0) }) {
      throw CoreError(
        .registrationMismatch,
        "Module '\(module.id)' registered '\(undeclared)' without declaring it; add it to the module's "
          + "`provides` so the registry can order modules by it."
      )
    }
  }

  /// Refuses two contributions with the same `key`; `name` is how each is shown in the message.
  private static func checkUnique(_ entries: [(key: String, name: String, moduleID: String)], kind: String) throws {
    var owners: [String: (name: String, moduleID: String)] = [:]
    for entry in entries {
      if let owner = owners[entry.key] {
        let same = owner.name == entry.name ? "" : ", which matches the same URLs as '\(owner.name)'"
        let who =
          owner.moduleID == entry.moduleID
          ? "Module '\(entry.moduleID)' contributes the \(kind) '\(entry.name)' twice"
          : "Modules '\(owner.moduleID)' and '\(entry.moduleID)' both contribute the \(kind) '\(entry.name)'"
        throw CoreError(.duplicateContribution, who + "\(same); rename one of them.")
      }
      owners[entry.key] = (entry.name, entry.moduleID)
    }
  }

  private static func checkSlots(_ sections: [SectionRegistration]) throws {
    var subjects: [String: (type: String, moduleID: String)] = [:]
    for section in sections {
      if let existing = subjects[section.slotName], existing.type != section.subjectType {
        throw CoreError(
          .duplicateContribution,
          "Module '\(section.moduleID)' adds a section about '\(section.subjectType)' to the slot "
            + "'\(section.slotName)', which module '\(existing.moduleID)' uses for '\(existing.type)'; "
            + "use the slot's declared subject type."
        )
      }
      subjects[section.slotName] = (section.subjectType, section.moduleID)
    }
  }
}
