import Core
import TestExpectations
import Testing

struct SectionControllerTests {
  @Test func sectionsFromTwoModules_composeByOrderThenRegistration() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { registrar in
        registrar.section(TestSection<Footer>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in TestSection() }
      },
      TestModule("gallery") { registrar in
        registrar.section(TestSection<More>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(TestSection<Elsewhere>.self, in: SectionSlot("other.screen")) { _ in TestSection() }
      },
    ])

    let controller = registry.sections.controller(for: .testScreen)
    let sections = await controller.sections(for: "subject", in: .english)

    let expected = ["detail.header", "detail.info", "gallery.more", "detail.footer"]
    expectEqual(controller.sectionIDs, expected)
    expectEqual(sections.map(\.id), expected)
    expectEqual(sections.map(\.moduleID), ["detail", "detail", "gallery", "detail"])
  }

  /// The order is sorted over positions since issue 23's fourth part: ties keep registration order whichever
  /// module registers first, and a higher order never comes before a lower one.
  @Test func tiesKeepRegistrationOrder_whicheverModuleComesFirst() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("gallery") { registrar in
        registrar.section(TestSection<Footer>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(TestSection<More>.self, in: .testScreen) { _ in TestSection() }
      },
      TestModule("detail") { registrar in
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() }
      },
    ])

    let controller = registry.sections.controller(for: .testScreen)

    expectEqual(controller.sectionIDs, ["detail.header", "gallery.more", "detail.info", "detail.footer"])
  }

  @Test func unknownSlot_hasNoSections() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { $0.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() } }
    ])

    let controller = registry.sections.controller(for: SectionSlot<String>("nowhere"))

    expectEmpty(controller.sectionIDs)
    await expectEmpty(controller.sections(for: "subject", in: .english))
  }

  @Test func provider_getsItsDependenciesByInitializer_andTheSubjectAndLanguage() async throws {
    let container = Container()
    try container.register(String.self, name: "greeting") { resolver in "hello from \(resolver.requester)" }
    let registry = try PluginRegistry(
      modules: [
        TestModule("detail", uses: [ServiceKey(String.self, name: "greeting")]) { registrar in
          registrar.section(TestSection<Header>.self, in: .testScreen) { resolver in
            let greeting = try resolver.resolve(String.self, name: "greeting")
            return TestSection(title: "Echo") { subject, language in
              [SectionItem.text("\(greeting) about \(subject) in \(language)")]
            }
          }
        }
      ], container: container)

    let sections = await registry.sections.controller(for: .testScreen).sections(for: "sea", in: .german)

    expectEqual(sections.map(\.title), ["Echo"])
    expectEqual(sections.first?.itemIDs, ["detail.header/hello from String(\"greeting\") about sea in de"])
  }

  @Test func throwingProvider_failsItsSectionOnly() async throws {
    let controller = try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("1") }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in
          TestSection { _, _ in throw TestFailure(description: "the catalog is unreachable") }
        }
        registrar.section(TestSection<Footer>.self, in: .testScreen) { _ in TestSection.listing("2") }
      })

    let sections = await controller.sections(for: "subject", in: .english)

    expectEqual(sections.map(\.id), ["detail.header", "detail.info", "detail.footer"])
    expectEqual(
      sections.map { $0.failure as? TestFailure }, [nil, TestFailure(description: "the catalog is unreachable"), nil])
    expectEqual(sections.map(\.itemIDs), [["detail.header/1"], [], ["detail.footer/2"]])
  }

  @Test func itemIDs_areQualifiedBySection_soTwoSectionsMayShareOne() async throws {
    let controller = try testScreen(
      TestModule("detail") {
        $0.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("abc") }
      },
      TestModule("gallery") { $0.section(TestSection<More>.self, in: .testScreen) { _ in TestSection.listing("abc") } }
    )

    let sections = await controller.sections(for: "subject", in: .english)

    expectEqual(sections.map(\.itemIDs), [["detail.header/abc"], ["gallery.more/abc"]])
    expectAll(sections) { $0.failure == nil }
  }

  @Test func duplicateItemIDWithinASection_failsThatSectionOnly() async throws {
    let controller = try testScreen(
      TestModule("gallery") { registrar in
        registrar.section(TestSection<More>.self, in: .testScreen) { _ in TestSection.listing("a", "b", "a") }
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("a") }
      })

    let sections = await controller.sections(for: "subject", in: .english)

    let failure = try requireValue(sections.last?.failure as? CoreError)
    expectEqual(failure.code, .duplicateItem)
    Payload(module: "gallery", value: "a", detail: "gallery.more").check(failure, sourceLocation: #_sourceLocation)
    expectEqual(sections.map(\.itemIDs), [["detail.header/a"], []])
  }

  @Test(.timeLimit(.minutes(1)))
  func providers_runConcurrently() async throws {
    // Each provider lets the other go only once it has started itself, so they can only both finish when both
    // are in flight at the same time; run one after the other, they would wait forever.
    let firstStarted = Gate()
    let secondStarted = Gate()
    let controller = try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in
          TestSection { _, _ in
            firstStarted.open()
            await secondStarted.wait()
            return [.text("1")]
          }
        }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in
          TestSection { _, _ in
            secondStarted.open()
            await firstStarted.wait()
            return [.text("2")]
          }
        }
      })

    let sections = await controller.sections(for: "subject", in: .english)

    expectEqual(sections.map(\.itemIDs), [["detail.header/1"], ["detail.info/2"]])
  }
}
