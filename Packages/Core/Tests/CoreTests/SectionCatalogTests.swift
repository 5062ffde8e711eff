import Core
import TestExpectations
import Testing

/// Slots, and the catalog that hands out their controllers.
struct SectionCatalogTests {
  @Test func sectionInTwoSlots_appearsOnBothPages_builtOnce() async throws {
    let built = Counter()
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen, .detail) { _ in
          built.increment()
          return TestSection.listing("a")
        }
      }
    ])

    let onTestScreen = await registry.sections.controller(for: .testScreen).sections(for: "x", in: .english)
    let onDetail = await registry.sections.controller(for: SectionSlot<String>.detail).sections(for: "x", in: .english)

    expectEqual(onTestScreen.map(\.itemIDs), [["detail.header/a"]])
    expectEqual(onDetail.map(\.itemIDs), [["detail.header/a"]])
    expectEqual(built.value, 1)
    expectEqual(
      registry.summaries.first?.names(of: "sections"),
      [
        "String.test.screen/detail.header", "String.detail/detail.header",
      ])
  }

  @Test func detailSlotsOfTwoSubjectTypes_areDifferentSlots() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("words") { $0.section(TestSection<Header>.self, in: .detail) { _ in TestSection.listing("w") } },
      TestModule("numbers") { $0.section(NumberSection.self, in: .detail) { _ in NumberSection() } },
    ])

    let words = registry.sections.controller(for: SectionSlot<String>.detail)
    let numbers = registry.sections.controller(for: SectionSlot<Int>.detail)

    expectEqual(words.sectionIDs, ["detail.header"])
    expectEqual(numbers.sectionIDs, ["numbers.list"])
    await expectEqual(numbers.sections(for: 5, in: .english).map(\.itemIDs), [["numbers.list/5"]])
    expectEqual(SectionSlot<String>.detail.description, "String.detail")
    expectEqual(SectionSlot<Int>.detail.description, "Int.detail")
  }

  @Test func slotsCompareByName() {
    expectEqual(SectionSlot<String>("test.screen"), .testScreen)
    expectNotEqual(SectionSlot<String>("other"), .testScreen)
    expectEqual(SectionSlot<String>.detail.name, "detail")
  }

  @Test func sameSectionIDFromTwoModules_isRefused() {
    let error = expectCoreError(.duplicateContribution, Payload(module: "gallery", value: "detail.header")) {
      _ = try PluginRegistry(modules: [
        TestModule("detail") { $0.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() } },
        TestModule("gallery") { $0.section(TestSection<Header>.self, in: .detail) { _ in TestSection() } },
      ])
    }
    expectMessage(of: error, mentioning: ["Modules 'detail' and 'gallery'", "rename one of them"])
  }

  @Test func catalogAndRouter_areResolvableFromTheContainer() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("a") }
        try registrar.route("photo/:id", summary: "One photo") { PhotoDestination(id: try $0.required("id")) }
      }
    ])

    let catalog = try registry.container.resolve(SectionCatalog.self, requestedBy: "test")
    let router = try registry.container.resolve(Router.self, requestedBy: "test")

    expectEqual(catalog.controller(for: .testScreen).sectionIDs, ["detail.header"])
    try expectEqual(router.resolve("mosaic://photo/abc").destination as? PhotoDestination, PhotoDestination(id: "abc"))
  }

  @Test func moduleFactories_mayRequireTheCatalogAndRouter() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("page", requires: PluginRegistry.registryServices) { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { resolver in
          let ids = try resolver.resolve(SectionCatalog.self).controller(for: .testScreen).sectionIDs
          let routes = try resolver.resolve(Router.self).routes.count
          return TestSection.listing("\(ids.count) sections, \(routes) routes")
        }
      }
    ])

    let sections = await registry.sections.controller(for: .testScreen).sections(for: "x", in: .english)

    expectEqual(sections.map(\.itemIDs), [["detail.header/1 sections, 0 routes"]])
  }

  @Test func moduleProvidingTheRouter_isRefused() {
    let module = TestModule("rogue") { registrar in registrar.register(Router.self) { _ in Router(routes: []) } }
    var declared = module
    declared.provides = [ServiceKey(Router.self)]

    expectCoreError(.duplicateService, Payload(module: "rogue", service: "Router")) {
      _ = try PluginRegistry(modules: [declared])
    }
  }
}
