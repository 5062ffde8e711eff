import Core
import Testing

/// Declarations that code enforces: the resolver a module's factories, deferred values and hooks receive
/// refuses a service the module did not declare in `requires`, `uses` or `provides`.
@Suite struct DeclaredServicesTests {
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
    #expect(try registry.container.resolve(Wrapper.self, requestedBy: "test") == Wrapper())
  }

  @Test func theHost_andAServicesOwnFactory_resolveFreely() throws {
    // The host's resolver has no declarations; ServiceA's factory is the providing module's, not gallery's.
    let registry = try PluginRegistry(modules: Self.modules(declares: false))
    #expect(try registry.container.resolve(ServiceA.self, requestedBy: "host") == ServiceA())
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
    #expect(seen.entries == ["deferred refused", "hook refused"])
  }
}
