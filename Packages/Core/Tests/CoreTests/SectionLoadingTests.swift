import Core
import TestExpectations
import Testing

/// How sections are built and loaded: lazily, once, each on its own.
struct SectionLoadingTests {
  @Test func provider_isBuiltLazilyAndOnce() async throws {
    let built = Counter()
    let registry = try PluginRegistry(modules: [
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in
          built.increment()
          return TestSection.listing("a")
        }
      }
    ])
    try await registry.boot()
    expectEqual(built.value, 0)

    let controller = registry.sections.controller(for: .testScreen)
    await controller.prefetch(for: "one")
    _ = await controller.sections(for: "one", in: .english)
    _ = await registry.sections.controller(for: .testScreen).sections(for: "two", in: .german)
    await registry.shutdown()

    expectEqual(built.value, 1)
  }

  @Test func failingFactory_failsOnlyItsSection() async throws {
    let controller = try testScreen(
      TestModule("detail", uses: [ServiceKey(ServiceA.self)]) { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("a") }
        registrar.section(TestSection<Info>.self, in: .testScreen) { resolver in
          _ = try resolver.resolve(ServiceA.self)
          return TestSection.listing("b")
        }
      })

    let sections = await controller.sections(for: "subject", in: .english)

    expectEqual(sections.map(\.itemIDs), [["detail.header/a"], []])
    let failure = try requireValue(sections.last?.failure as? CoreError)
    expectEqual(failure.code, .serviceNotRegistered)
    Payload(service: "ServiceA", value: "detail").check(failure, sourceLocation: #_sourceLocation)
  }

  @Test(.timeLimit(.minutes(1)))
  func updates_yieldAllLoadingThenOnePagePerSettledSection_fastBeforeSlow() async throws {
    let slowMayFinish = Gate()
    let controller = try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in
          TestSection(title: "Slow") { _, _ in
            await slowMayFinish.wait()
            return [.text("slow")]
          }
        }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in TestSection.listing("fast", title: "Fast") }
      })

    var pages: [[SectionSnapshot]] = []
    for await page in controller.updates(for: "subject", in: .english) {
      pages.append(page)
      // The slow section may finish only once the fast one has shown: it cannot have held it back.
      if pages.count == 2 { slowMayFinish.open() }
    }

    expectEqual(pages.count, 3)
    expectEqual(pages.map { $0.map(\.id) }, Array(repeating: ["detail.header", "detail.info"], count: 3))
    expectEqual(pages[0].map(\.isLoading), [true, true])
    expectEqual(pages[0].map(\.title), ["Slow", "Fast"])
    expectEqual(pages[1].map(\.isLoading), [true, false])
    expectEqual(pages[1].map(\.itemIDs), [[], ["detail.info/fast"]])
    expectEqual(pages[2].map(\.itemIDs), [["detail.header/slow"], ["detail.info/fast"]])
  }

  @Test func updates_forNoSections_yieldOneEmptyPage() async throws {
    let controller = try testScreen(TestModule("detail"))

    var pages: [[SectionSnapshot]] = []
    for await page in controller.updates(for: "subject", in: .english) { pages.append(page) }

    expectEqual(pages.count, 1)
    expectEqual(pages.first?.isEmpty, true)
  }

  @Test func prefetch_reachesEveryProviderWithTheSubject() async throws {
    let prefetched = Recorder()
    let controller = try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in
          TestSection(prefetch: { prefetched.record("header \($0)") })
        }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in
          TestSection(prefetch: { prefetched.record("info \($0)") })
        }
      },
      TestModule("gallery") { registrar in
        registrar.section(TestSection<More>.self, in: .testScreen) { _ in
          TestSection(prefetch: { prefetched.record("more \($0)") })
        }
      })

    await controller.prefetch(for: "sea")

    expectEqual(prefetched.entries.sorted(), ["header sea", "info sea", "more sea"])
  }

  @Test func prefetch_withAFailingFactory_stillReachesTheOthers() async throws {
    let prefetched = Recorder()
    let controller = try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in throw TestFailure(description: "no") }
        registrar.section(TestSection<Info>.self, in: .testScreen) { _ in
          TestSection(prefetch: { prefetched.record("info \($0)") })
        }
      })

    await controller.prefetch(for: "sea")

    expectEqual(prefetched.entries, ["info sea"])
  }

  @Test func defaultPrefetch_doesNothing() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("numbers") { $0.section(NumberSection.self, in: .detail) { _ in NumberSection() } }
    ])
    let controller = registry.sections.controller(for: SectionSlot<Int>.detail)

    await controller.prefetch(for: 3)

    await expectEqual(controller.sections(for: 3, in: .german).map(\.title), ["Zahlen"])
  }
}
