import Core
import Testing

private enum GalleryCommand: ModuleCommand {
  static let moduleCommandName = "gallery"
  static let moduleCommandAbstract = "List photos."
}

private enum OtherGalleryCommand: ModuleCommand {
  static let moduleCommandName = "gallery"
  static let moduleCommandAbstract = "List photos, again."
}

private enum PhotoCommand: ModuleCommand {
  static let moduleCommandName = "photo"
  static let moduleCommandAbstract = "Show one photo."
}

/// A registration step for table-driven duplicate checks.
private typealias Contribution = @Sendable (ModuleRegistrar) throws -> Void

/// Two contributions that clash when two modules make them.
private struct Clash: Sendable, CustomTestStringConvertible {
  let kind: String
  let first: Contribution
  let second: Contribution
  let mentioned: String

  var testDescription: String { "\(kind) \(mentioned)" }
}

/// Refusals about what modules register, and what the registry collects from them.
@Suite struct PluginRegistryContributionTests {
  private static let clashes: [Clash] = [
    Clash(
      kind: "command", first: { $0.command(GalleryCommand.self) }, second: { $0.command(OtherGalleryCommand.self) },
      mentioned: "the command 'gallery'"),
    Clash(
      kind: "route", first: { try $0.route("photo/:id", summary: "") { _ in [] } },
      second: { try $0.route("photo/:id", summary: "") { _ in [] } }, mentioned: "the route 'photo/:id'"),
    Clash(
      kind: "route", first: { try $0.route("photo/:id", summary: "") { _ in [] } },
      second: { try $0.route("Photo/:photoID", summary: "") { _ in [] } },
      mentioned: "the route 'Photo/:photoID', which matches the same URLs as 'photo/:id'"),
    Clash(
      kind: "section", first: { $0.section(TestSection("shared.header"), in: .testScreen) },
      second: { $0.section(TestSection("shared.header"), in: SectionSlot<String>("other.screen")) },
      mentioned: "the section 'shared.header'"),
  ]

  @Test func declaredServiceNotRegistered_isRefused() {
    var module = TestModule("photos")
    module.provides = [ServiceKey(ServiceA.self)]

    expectCoreError(
      .registrationMismatch,
      mentioning: ["Module 'photos' declares that it provides 'ServiceA'", "remove it from `provides`"]
    ) {
      _ = try PluginRegistry(modules: [module])
    }
  }

  @Test func undeclaredServiceRegistered_isRefused() {
    let module = TestModule("photos", provides: [.service(ServiceA.self)]) { registrar in
      registrar.register(ServiceB.self) { _ in ServiceB() }
    }

    expectCoreError(
      .registrationMismatch,
      mentioning: ["Module 'photos' registered 'ServiceB' without declaring it", "add it to the module's `provides`"]
    ) {
      _ = try PluginRegistry(modules: [module])
    }
  }

  @Test(arguments: clashes)
  fileprivate func duplicateContribution_acrossModules_isRefused(clash: Clash) {
    expectCoreError(
      .duplicateContribution, mentioning: ["Modules 'one' and 'two'", clash.mentioned, "rename one of them"]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("one", contribute: clash.first), TestModule("two", contribute: clash.second),
      ])
    }
  }

  @Test func slotUsedWithTwoSubjectTypes_isRefused() {
    expectCoreError(
      .duplicateContribution,
      mentioning: [
        "Module 'numbers' adds a section about 'Int' to the slot 'test.screen'", "module 'words' uses for 'String'",
        "use the slot's declared subject type",
      ]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("words") { $0.section(TestSection("words.list"), in: .testScreen) },
        TestModule("numbers") { $0.section(NumberSection(id: "numbers.list"), in: SectionSlot<Int>("test.screen")) },
      ])
    }
  }

  @Test(arguments: ["photo/:", ":id", "photo/:id/:id", "photo//id", "", "photo?x"])
  func malformedRoutePattern_isRefusedAtRegistration(pattern: String) {
    expectCoreError(
      .invalidURL, mentioning: ["Module 'detail' registered the route pattern '\(pattern)'", "like 'photo/:id'"]
    ) {
      _ = try PluginRegistry(modules: [TestModule("detail") { try $0.route(pattern, summary: "") { _ in [] } }])
    }
  }

  @Test func moduleRegisterError_namesTheModule() {
    let failure = TestFailure(description: "cannot open the catalog")

    expectCoreError(
      .registrationMismatch,
      mentioning: ["Module 'gallery' failed to register its contributions (cannot open the catalog)", "remove it"]
    ) {
      _ = try PluginRegistry(modules: [TestModule("gallery") { _ in throw failure }])
    }
  }

  @Test func oneModuleContributingACommandTwice_saysSo() {
    expectCoreError(
      .duplicateContribution, mentioning: ["Module 'gallery' contributes the command 'gallery' twice"]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery") { registrar in
          registrar.command(GalleryCommand.self)
          registrar.command(OtherGalleryCommand.self)
        }
      ])
    }
  }

  @Test func contributions_areCollectedInBootOrder() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail", version: "1.2.0", requires: [ServiceKey(ServiceA.self)]) { registrar in
        registrar.command(PhotoCommand.self)
        try registrar.route("photo/:id", summary: "One photo") { match in ["photo", match["id"] ?? ""] }
        registrar.section(TestSection("detail.header"), in: .testScreen)
      },
      TestModule("gallery", provides: [.service(ServiceA.self)]) { registrar in
        registrar.command(GalleryCommand.self)
        try registrar.route("gallery", summary: "The grid") { _ in ["gallery"] }
      },
    ])

    #expect(registry.commands.map { "\($0.moduleID):\($0.name)" } == ["gallery:gallery", "detail:photo"])
    #expect(registry.router.routes.map(\.template) == ["mosaic://gallery", "mosaic://photo/:id"])
    let summaries = registry.summaries
    #expect(summaries.map(\.id) == ["gallery", "detail"])
    #expect(summaries.map(\.version) == ["1.0.0", "1.2.0"])
    #expect(summaries.map(\.name) == ["Test module gallery", "Test module detail"])
    #expect(summaries.map(\.commands) == [["gallery"], ["photo"]])
    #expect(summaries.map(\.routes) == [["mosaic://gallery"], ["mosaic://photo/:id"]])
    #expect(summaries.map(\.sections) == [[], ["test.screen/detail.header"]])
    #expect(summaries.map(\.provides) == [["ServiceA"], []])
    #expect(summaries.map(\.requires) == [[], ["ServiceA"]])
    #expect(try registry.container.resolve(ServiceA.self, requestedBy: "test") == ServiceA())
    #expect(registry.container.registeredServices.map(\.registeredBy) == ["gallery"])
  }
}
