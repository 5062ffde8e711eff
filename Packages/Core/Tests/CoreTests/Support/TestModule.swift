import Core

/// A configurable module for registry tests: what it requires and provides, its module requirements,
/// what else it contributes, and which lifecycle hook logs or throws.
///
/// ```swift
/// let log = HookLog()
/// let provider = TestModule("photos", provides: [.service(ServiceA.self)], log: log)
/// let consumer = TestModule("gallery", requires: [ServiceKey(ServiceA.self)], log: log, failing: .didBoot)
/// ```
struct TestModule: FeatureModule {
  let id: String
  var version: SemanticVersion
  var displayName: String
  var requires: [ServiceKey]
  /// Services it resolves when some module (or the host) registers them.
  var uses: [ServiceKey]
  /// Declared services; starts as the provisions' keys and can be changed to break the declaration.
  var provides: [ServiceKey]
  var moduleRequirements: [ModuleRequirement]
  var log: HookLog?
  /// The hook that throws a ``TestFailure`` (after logging itself).
  var failing: Hook?
  private let provisions: [Provision]
  /// Further contributions: routes, sections, other kinds, undeclared services.
  var contribute: @Sendable (ModuleRegistrar) throws -> Void
  /// Runs inside `didBoot`, before the failure check, to look at the context.
  var onDidBoot: @Sendable (ModuleContext) throws -> Void

  init(
    _ id: String,
    version: SemanticVersion = "1.0.0",
    requires: [ServiceKey] = [],
    uses: [ServiceKey] = [],
    provides: [Provision] = [],
    requirements: [ModuleRequirement] = [.pluginAPI("2.0.0"..<"3.0.0")],
    log: HookLog? = nil,
    failing: Hook? = nil,
    contribute: @escaping @Sendable (ModuleRegistrar) throws -> Void = { _ in },
    onDidBoot: @escaping @Sendable (ModuleContext) throws -> Void = { _ in }
  ) {
    self.id = id
    self.version = version
    self.displayName = "Test module \(id)"
    self.requires = requires
    self.uses = uses
    self.provides = provides.map { $0.key }
    self.moduleRequirements = requirements
    self.log = log
    self.failing = failing
    self.provisions = provides
    self.contribute = contribute
    self.onDidBoot = onDidBoot
  }

  func register(into registrar: ModuleRegistrar) throws {
    for provision in provisions {
      provision.register(registrar)
    }
    try contribute(registrar)
  }

  func willBoot(_ context: ModuleContext) async throws {
    try run(.willBoot)
  }

  func didBoot(_ context: ModuleContext) async throws {
    try onDidBoot(context)
    try run(.didBoot)
  }

  func shutdown(_ context: ModuleContext) async {
    log?.record(.shutdown, id)
  }

  private func run(_ hook: Hook) throws {
    log?.record(hook, id)
    if failing == hook {
      throw TestFailure(description: "\(hook) of '\(id)' failed on purpose")
    }
  }
}

/// A service a ``TestModule`` registers, with the key it declares in `provides`.
struct Provision: Sendable {
  let key: ServiceKey
  let register: @Sendable (ModuleRegistrar) -> Void

  static func service<Service: TestService>(_ type: Service.Type, name: String? = nil) -> Provision {
    Provision(key: ServiceKey(type, name: name)) { registrar in
      registrar.register(type, name: name) { _ in Service() }
    }
  }
}

/// Marker services that modules in tests provide and require.
protocol TestService: Sendable, Equatable {
  init()
}

struct ServiceA: TestService {}
struct ServiceB: TestService {}
struct ServiceC: TestService {}

/// An error with a known message, thrown by hooks and factories on purpose.
struct TestFailure: Error, Equatable, CustomStringConvertible {
  let description: String
}
