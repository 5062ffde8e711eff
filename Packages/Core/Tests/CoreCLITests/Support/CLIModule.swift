import Core

/// A module for CoreCLI tests: what it contributes comes from a closure, and its hooks are recorded.
///
/// ```swift
/// let module = CLIModule("greeter") { registrar in
///   registrar.command(GreetCommand.self) { _ in GreetCommand.Dependencies(greeting: "Hello") }
/// }
/// ```
struct CLIModule: FeatureModule {
  let id: String
  let version: SemanticVersion = "1.0.0"
  var displayName: String { "CLI module \(id)" }
  let requires: [ServiceKey]
  let uses: [ServiceKey]
  let provides: [ServiceKey] = []
  let log: Recorder?
  let contribute: @Sendable (ModuleRegistrar) throws -> Void

  init(
    _ id: String, requires: [ServiceKey] = [], uses: [ServiceKey] = [], log: Recorder? = nil,
    contribute: @escaping @Sendable (ModuleRegistrar) throws -> Void = { _ in }
  ) {
    self.id = id
    self.requires = requires
    self.uses = uses
    self.log = log
    self.contribute = contribute
  }

  func register(into registrar: ModuleRegistrar) throws {
    try contribute(registrar)
  }

  func willBoot(_ context: ModuleContext) async throws {
    log?.record("willBoot \(id)")
  }

  func shutdown(_ context: ModuleContext) async {
    log?.record("shutdown \(id)")
  }
}
