import Core
import Testing

@Suite struct SectionControllerTests {
  private static let resolver = Container().resolver(for: "test")

  @Test func providersFromTwoModules_composeByOrderThenRegistration() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { registrar in
        registrar.section(TestSection("detail.footer", order: 9), in: .testScreen)
        registrar.section(TestSection("detail.header", order: 0), in: .testScreen)
        registrar.section(TestSection("detail.info", order: 1), in: .testScreen)
      },
      TestModule("gallery") { registrar in
        registrar.section(TestSection("gallery.more", order: 1), in: .testScreen)
        registrar.section(TestSection("gallery.elsewhere"), in: SectionSlot<String>("other.screen"))
      },
    ])

    let controller = registry.sectionController(for: .testScreen)
    let sections = await controller.sections(for: "subject", resolver: Self.resolver)

    #expect(controller.providers.map(\.id) == ["detail.header", "detail.info", "gallery.more", "detail.footer"])
    #expect(sections.map(\.id) == ["detail.header", "detail.info", "gallery.more", "detail.footer"])
    #expect(sections.map(\.moduleID) == ["detail", "detail", "gallery", "detail"])
  }

  @Test func unknownSlot_hasNoSections() async throws {
    let registry = try PluginRegistry(modules: [TestModule("detail") { $0.section(TestSection("a"), in: .testScreen) }])

    let sections = await registry.sectionController(for: SectionSlot<String>("nowhere"))
      .sections(for: "subject", resolver: Self.resolver)

    #expect(sections.isEmpty)
  }

  @Test func providers_receiveSubjectAndResolverAskingAsThemselves() async {
    let section = TestSection("echo", title: "Echo") { subject, resolver in
      [TestItem("1", "\(subject) for \(resolver.requester)")]
    }

    let sections = await SectionController(providers: [AnySectionProvider(section, moduleID: "m")])
      .sections(for: "sea", resolver: Self.resolver)

    #expect(
      sections == [
        RenderedSection(
          id: "echo", title: "Echo", moduleID: "m",
          items: [RenderedItem(id: "1", lines: ["sea for echo"], json: ["text": "sea for echo"])], failure: nil)
      ])
  }

  @Test func throwingProvider_yieldsFailureWhileOthersRender() async {
    let providers = [
      TestSection("before") { _, _ in [TestItem("1", "one")] },
      TestSection("broken") { _, _ in throw TestFailure(description: "the catalog is unreachable") },
      TestSection("after") { _, _ in [TestItem("2", "two")] },
    ]

    let sections = await SectionController(providers: providers.map { AnySectionProvider($0, moduleID: "m") })
      .sections(for: "subject", resolver: Self.resolver)

    #expect(sections.map(\.id) == ["before", "broken", "after"])
    #expect(sections.map(\.failure) == [nil, "the catalog is unreachable", nil])
    #expect(sections.map { $0.items.map(\.id) } == [["1"], [], ["2"]])
  }

  @Test func duplicateItemIDs_yieldFailureNamingTheID() async throws {
    let section = TestSection("more") { _, _ in [TestItem("a"), TestItem("b"), TestItem("a")] }

    let sections = await SectionController(providers: [AnySectionProvider(section, moduleID: "gallery")])
      .sections(for: "subject", resolver: Self.resolver)

    let failure = try #require(sections.first?.failure)
    #expect(sections.first?.items.isEmpty == true)
    #expect(failure.contains("Section 'more' from module 'gallery' produced the item id 'a' twice"))
    #expect(failure.contains("unique, stable identifier"))
  }

  @Test func renderedSectionJSON_hasIDTitleModuleItemsAndError() {
    let section = RenderedSection(
      id: "more", title: nil, moduleID: "gallery",
      items: [
        RenderedItem(id: "1", lines: [], json: ["text": "one", "id": "ignored"]),
        RenderedItem(id: "2", lines: [], json: 5),
      ],
      failure: nil)
    let failed = RenderedSection(id: "x", title: "X", moduleID: "m", items: [], failure: "it broke")

    #expect(
      section.json == [
        "id": "more", "title": nil, "module": "gallery",
        "items": [["id": "1", "text": "one"], ["id": "2", "value": 5]], "error": nil,
      ])
    #expect(failed.json == ["id": "x", "title": "X", "module": "m", "items": [], "error": "it broke"])
  }

  @Test(.timeLimit(.minutes(1)))
  func providers_runConcurrently() async {
    // Each provider lets the other go only once it has started itself, so they can only both
    // finish when both are in flight at the same time; run one after the other, they would wait forever.
    let firstStarted = Gate()
    let secondStarted = Gate()
    let first = TestSection("first") { _, _ in
      firstStarted.open()
      await secondStarted.wait()
      return [TestItem("1")]
    }
    let second = TestSection("second", order: 1) { _, _ in
      secondStarted.open()
      await firstStarted.wait()
      return [TestItem("2")]
    }

    let sections = await SectionController(providers: [first, second].map { AnySectionProvider($0, moduleID: "m") })
      .sections(for: "subject", resolver: Self.resolver)

    #expect(sections.map(\.id) == ["first", "second"])
    #expect(sections.map { $0.items.map(\.id) } == [["1"], ["2"]])
  }
}
