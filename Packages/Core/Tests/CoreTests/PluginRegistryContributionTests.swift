import Core
import TestExpectations
import Testing

/// A registration step for table-driven duplicate checks.
private typealias Step = @Sendable (ModuleRegistrar) throws -> Void

/// Two contributions that clash when two modules make them.
private struct Clash: Sendable, CustomTestStringConvertible {
  let kind: String
  let first: Step
  let second: Step
  /// The second contribution's name, which the error carries as its value.
  let name: String

  var testDescription: String { "\(kind) \(name)" }
}

/// Refusals about what modules register, and what the registry collects from them.
struct PluginRegistryContributionTests {
  private static let clashes: [Clash] = [
    Clash(
      kind: "route", first: { try $0.route("photo/:id", summary: "") { PhotoDestination(id: try $0.required("id")) } },
      second: { try $0.route("photo/:id", summary: "") { _ in RandomPhotoDestination() } },
      name: "mosaic://photo/:id"),
    Clash(
      kind: "route", first: { try $0.route("photo/:id", summary: "") { _ in RandomPhotoDestination() } },
      second: { try $0.route("Photo/:photoID", summary: "") { _ in RandomPhotoDestination() } },
      name: "mosaic://Photo/:photoID"),
    Clash(
      kind: "section", first: { $0.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() } },
      second: { $0.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() } },
      name: "String.test.screen/detail.header"),
    Clash(
      kind: "shortcut", first: { $0.contribute(Shortcut(key: "g", url: "mosaic://gallery")) },
      second: { $0.contribute(Shortcut(key: "g", url: "mosaic://photo/abc")) }, name: "g → mosaic://photo/abc"),
    Clash(
      kind: "badge", first: { $0.contribute(Badge(name: "new")) }, second: { $0.contribute(Badge(name: "new")) },
      name: "new"),
  ]

  @Test func declaredServiceNotRegistered_isRefused() {
    var module = TestModule("photos")
    module.provides = [ServiceKey(ServiceA.self)]

    let error = expectCoreError(.registrationMismatch, Payload(module: "photos", service: "ServiceA")) {
      _ = try PluginRegistry(modules: [module])
    }
    expectMessage(of: error, mentioning: ["register it there or remove it from `provides`"])
  }

  @Test func undeclaredServiceRegistered_isRefused() {
    let module = TestModule("photos", provides: [.service(ServiceA.self)]) { registrar in
      registrar.register(ServiceB.self) { _ in ServiceB() }
    }

    let error = expectCoreError(.registrationMismatch, Payload(module: "photos", service: "ServiceB")) {
      _ = try PluginRegistry(modules: [module])
    }
    expectMessage(of: error, mentioning: ["add it to the module's `provides`"])
  }

  @Test(arguments: clashes)
  fileprivate func duplicateContribution_acrossModules_isRefusedNamingBoth(clash: Clash) {
    let error = expectCoreError(.duplicateContribution, Payload(module: "two", value: clash.name)) {
      _ = try PluginRegistry(modules: [
        TestModule("one", contribute: clash.first), TestModule("two", contribute: clash.second),
      ])
    }
    expectMessage(of: error, mentioning: ["Modules 'one' and 'two'", "rename one of them"])
  }

  @Test(arguments: clashes)
  fileprivate func duplicateContribution_withinOneModule_isRefused(clash: Clash) {
    let error = expectCoreError(.duplicateContribution, Payload(module: "one", value: clash.name)) {
      _ = try PluginRegistry(modules: [
        TestModule("one") { registrar in
          try clash.first(registrar)
          try clash.second(registrar)
        }
      ])
    }
    expectMessage(of: error, mentioning: ["Module 'one' contributes the \(clash.kind) '\(clash.name)'"])
  }

  @Test(arguments: ["photo/:", ":id", "photo/:id/:id", "photo//id", "", "photo?x", "photo#x", "photo/a:b"])
  func malformedRoutePattern_isRefusedAtRegistration(pattern: String) {
    expectCoreError(.invalidURL, Payload(module: "detail", value: pattern)) {
      _ = try PluginRegistry(modules: [
        TestModule("detail") { try $0.route(pattern, summary: "") { _ in RandomPhotoDestination() } }
      ])
    }
  }

  @Test func moduleRegisterError_namesTheModule() {
    let failure = TestFailure(description: "cannot open the catalog")

    let error = expectCoreError(.registrationMismatch, Payload(module: "gallery")) {
      _ = try PluginRegistry(modules: [TestModule("gallery") { _ in throw failure }])
    }
    expectMessage(of: error, mentioning: ["(cannot open the catalog)"])
  }

  @Test func moduleRegisterCoreError_passesThroughUnchanged() {
    let failure = CoreError(.invalidVersion, "'x' is not a version.", value: "x")

    let error = expectCoreError(.invalidVersion, Payload(value: "x")) {
      _ = try PluginRegistry(modules: [TestModule("gallery") { _ in throw failure }])
    }
    expectEqual(error, failure)
  }

  @Test func contributions_areCollectedInBootOrder() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail", version: "1.2.0", requires: [ServiceKey(ServiceA.self)]) { registrar in
        try registrar.route("photo/:id", summary: "One photo") { PhotoDestination(id: try $0.required("id")) }
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() }
      },
      TestModule("gallery", provides: [.service(ServiceA.self)]) { registrar in
        try registrar.route("gallery", summary: "The grid") { _ in GalleryDestination(page: 1) }
      },
    ])

    expectEqual(registry.router.routes.map(\.template), ["mosaic://gallery", "mosaic://photo/:id"])
    expectEqual(registry.contributions(Route.self).map(\.moduleID), ["gallery", "detail"])
    expectEqual(registry.sections.controller(for: .testScreen).sectionIDs, ["detail.header"])
    let summaries = registry.summaries
    expectEqual(summaries.map(\.id), ["gallery", "detail"])
    expectEqual(summaries.map(\.version), ["1.0.0", "1.2.0"])
    expectEqual(summaries.map(\.name), ["Test module gallery", "Test module detail"])
    expectEqual(summaries.map { $0.names(of: "routes") }, [["mosaic://gallery"], ["mosaic://photo/:id"]])
    expectEqual(summaries.map { $0.names(of: "sections") }, [[], ["String.test.screen/detail.header"]])
    expectEqual(summaries.map(\.provides), [["ServiceA"], []])
    expectEqual(summaries.map(\.requires), [[], ["ServiceA"]])
    try expectEqual(registry.container.resolve(ServiceA.self, requestedBy: "test"), ServiceA())
    expectEqual(
      registry.container.registeredServices.map(\.registeredBy).sorted(),
      [
        "gallery", "registry", "registry", "registry",
      ])
  }
}
