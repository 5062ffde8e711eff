import Core
import TestExpectations
import Testing

/// Declarations that code enforces: the resolver a module's factories, deferred values and hooks receive
/// refuses a service the module did not declare in `requires`, `uses` or `provides`.
struct DeclaredServicesTests {
  struct Wrapper: TestService {}

  /// `photos` provides ServiceA and `extra` ServiceB; `gallery` provides Wrapper, whose factory resolves ServiceA
  /// and, if registered, ServiceB. It declares ServiceA in `requires` when `declares`, ServiceB in `uses` when
  /// `usesB`.
  static func modules(declares: Bool, usesB: Bool = false) -> [any FeatureModule] {
    [
      TestModule("photos", provides: [.service(ServiceA.self)]),
      TestModule("extra", provides: [.service(ServiceB.self)]),
      Gallery(requires: declares ? [ServiceKey(ServiceA.self)] : [], uses: usesB ? [ServiceKey(ServiceB.self)] : []),
    ]
  }

  struct Gallery: FeatureModule {
    let id = "gallery"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Gallery"
    let requires: [ServiceKey]
    let uses: [ServiceKey]
    var provides: [ServiceKey] { [ServiceKey(Wrapper.self)] }
    func register(into registrar: ModuleRegistrar) throws {
      registrar.register(Wrapper.self) { resolver in
        _ = try resolver.resolve(ServiceA.self)
        _ = try resolver.resolveIfRegistered(ServiceB.self)
        return Wrapper()
      }
    }
  }

  /// A module providing `Service`, whose factory resolves each of `resolves`; it declares only `requires`.
  struct Link<Service: TestService>: FeatureModule {
    let id: String
    let version: SemanticVersion = "1.0.0"
    var displayName: String { id }
    let requires: [ServiceKey]
    let resolves: [any TestService.Type]
    var provides: [ServiceKey] { [ServiceKey(Service.self)] }
    func register(into registrar: ModuleRegistrar) throws {
      let resolves = resolves
      registrar.register(Service.self) { resolver in
        for type in resolves { _ = try resolver.resolve(type) }
        return Service()
      }
    }
  }

  /// gallery's Wrapper → photos' ServiceA → extra's ServiceB → third's ServiceC; `extra` declares ServiceC only
  /// when `declared`.
  static func chain(declared: Bool) -> [any FeatureModule] {
    [
      Link<Wrapper>(id: "gallery", requires: [ServiceKey(ServiceA.self)], resolves: [ServiceA.self]),
      Link<ServiceA>(id: "photos", requires: [ServiceKey(ServiceB.self)], resolves: [ServiceB.self]),
      Link<ServiceB>(
        id: "extra", requires: declared ? [ServiceKey(ServiceC.self)] : [], resolves: [ServiceC.self]),
      TestModule("third", provides: [.service(ServiceC.self)]),
    ]
  }

  @Test func anUndeclaredServiceThreeLevelsDown_isRefused_namingTheModuleThatResolvedIt() async throws {
    for booted in [false, true] {
      let registry = try PluginRegistry(modules: Self.chain(declared: false))
      if booted { try await registry.boot() }

      let error = expectCoreError(.undeclaredService, Payload(module: "extra", service: "ServiceC", value: "ServiceB"))
      {
        _ = try registry.container.resolve(Wrapper.self, requestedBy: "test")
      }
      expectMessage(of: error, mentioning: ["Module 'extra' resolved 'ServiceC' (for 'ServiceB')"])
      expectEqual(registry.container.isFrozen, booted)
      await registry.shutdown()
    }
  }

  @Test func theSameChain_declared_resolvesThroughEveryLevel() async throws {
    let registry = try PluginRegistry(modules: Self.chain(declared: true))
    try await registry.boot()

    try expectEqual(registry.container.resolve(Wrapper.self, requestedBy: "test"), Wrapper())
    await registry.shutdown()
  }

  @Test func aFactory_resolvingAServiceItsModuleDidNotDeclare_isRefused() throws {
    let registry = try PluginRegistry(modules: Self.modules(declares: false))
    let error = expectCoreError(.undeclaredService, Payload(module: "gallery", service: "ServiceA")) {
      _ = try registry.container.resolve(Wrapper.self, requestedBy: "test")
    }
    expectMessage(of: error, mentioning: ["Module 'gallery' resolved 'ServiceA'", "`ServiceKey(ServiceA.self)`"])
  }

  @Test func anOptionalServiceNotInUses_isRefusedToo() throws {
    let registry = try PluginRegistry(modules: Self.modules(declares: true, usesB: false))
    expectCoreError(.undeclaredService, Payload(module: "gallery", service: "ServiceB")) {
      _ = try registry.container.resolve(Wrapper.self, requestedBy: "test")
    }
  }

  @Test func aFactory_resolvingWhatItDeclared_getsIt() throws {
    let registry = try PluginRegistry(modules: Self.modules(declares: true, usesB: true))
    try expectEqual(registry.container.resolve(Wrapper.self, requestedBy: "test"), Wrapper())
  }

  @Test func theHost_andAServicesOwnFactory_resolveFreely() throws {
    // The host's resolver has no declarations; ServiceA's factory is the providing module's, not gallery's.
    let registry = try PluginRegistry(modules: Self.modules(declares: false))
    try expectEqual(registry.container.resolve(ServiceA.self, requestedBy: "host"), ServiceA())
  }

  @Test func aDeferredValue_andAHook_resolveOnlyWhatTheModuleDeclared() async throws {
    let seen = Recorder()
    let module = TestModule(
      "reader", requires: [ServiceKey(ServiceA.self)],
      contribute: { registrar in
        let deferred = registrar.deferred { resolver in try resolver.resolve(ServiceB.self) }
        seen.record((try? deferred.value()) == nil ? "deferred refused" : "deferred built")
      },
      onDidBoot: { context in
        _ = try context.resolver.resolve(ServiceA.self)
        do {
          _ = try context.resolver.resolve(ServiceB.self)
        } catch let error as CoreError where error.code == .undeclaredService {
          seen.record("hook refused")
        }
      })
    let registry = try PluginRegistry(modules: [
      TestModule("photos", provides: [.service(ServiceA.self), .service(ServiceB.self)]), module,
    ])
    try await registry.boot()
    await registry.shutdown()
    expectEqual(seen.entries, ["deferred refused", "hook refused"])
  }

  /// The registry makes each module's declarations once and keeps them for its hooks: listed before the module it
  /// depends on, each module's hook still gets its own (boot order differs from the list's).
  @Test func eachHook_getsItsOwnModulesDeclarations_whenTheBootOrderDiffersFromTheList() async throws {
    let seen = Recorder()
    func hook(_ id: String) -> @Sendable (ModuleContext) throws -> Void {
      { context in
        let a = (try? context.resolver.resolve(ServiceA.self)) != nil
        let b = (try? context.resolver.resolve(ServiceB.self)) != nil
        seen.record("\(id) A \(a) B \(b)")
      }
    }
    let registry = try PluginRegistry(modules: [
      TestModule("reader-b", requires: [ServiceKey(ServiceB.self)], onDidBoot: hook("reader-b")),
      TestModule("reader-a", requires: [ServiceKey(ServiceA.self)], onDidBoot: hook("reader-a")),
      TestModule(
        "photos", provides: [.service(ServiceA.self), .service(ServiceB.self)], onDidBoot: hook("photos")),
    ])
    expectEqual(registry.modules.map(\.id), ["photos", "reader-b", "reader-a"])
    try await registry.boot()
    await registry.shutdown()
    expectEqual(seen.entries, ["photos A true B true", "reader-b A false B true", "reader-a A true B false"])
  }
}
