import Core
import Testing

/// Actions go to the section that listed the item, under the id that section gave it.
@Suite struct SectionActionTests {
  private static let favorite = ItemAction(id: "favorite", title: "Add to favorites")
  private static let open = ItemAction.open("mosaic://photo/abc", title: "Open")

  /// Two sections that both list "abc" offering `favorite`; each records what it was asked to do.
  private static func controller(_ performed: Recorder) throws -> SectionController<String> {
    try testScreen(
      TestModule("detail") { registrar in
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in
          TestSection(
            items: { _, _ in [.text("abc", actions: [favorite, open])] },
            perform: { action, item, subject in
              performed.record("header \(action.id) \(item.id) \(subject)")
              return .reload
            })
        }
      },
      TestModule("gallery") { registrar in
        registrar.section(TestSection<More>.self, in: .testScreen) { _ in
          TestSection(
            items: { _, _ in [.text("abc", actions: [favorite])] },
            perform: { action, item, subject in
              performed.record("more \(action.id) \(item.id) \(subject)")
              return .open(url: "mosaic://photo/\(item.id)")
            })
        }
      })
  }

  @Test func perform_goesToTheListingSectionWithItsLocalID() async throws {
    let performed = Recorder()
    let controller = try Self.controller(performed)
    let sections = await controller.sections(for: "sea", in: .english)
    let header = try #require(sections.first?.items.first)
    let more = try #require(sections.last?.items.first)

    #expect(try await controller.perform(Self.favorite, on: more, for: "sea") == .open(url: "mosaic://photo/abc"))
    #expect(try await controller.perform(Self.favorite, on: header, for: "sea") == .reload)
    #expect(performed.entries == ["more favorite abc sea", "header favorite abc sea"])
  }

  @Test func actionTheItemDoesNotOffer_isRefused() async throws {
    let performed = Recorder()
    let controller = try Self.controller(performed)
    let more = try #require(await controller.sections(for: "sea", in: .english).last?.items.first)

    await expectCoreError(.unsupportedAction, Payload(value: "gallery.more/abc", detail: "open")) {
      _ = try await controller.perform(Self.open, on: more, for: "sea")
    }
    #expect(performed.entries.isEmpty)
  }

  @Test func itemOfNoSectionHere_isRefused() async throws {
    let performed = Recorder()
    let controller = try Self.controller(performed)
    let stranger = SectionItem.text("elsewhere/abc", actions: [Self.favorite])

    await expectCoreError(.unsupportedAction, Payload(value: "elsewhere/abc", detail: "favorite")) {
      _ = try await controller.perform(Self.favorite, on: stranger, for: "sea")
    }
    #expect(performed.entries.isEmpty)
  }

  @Test func defaultPerform_refusesEveryAction() async throws {
    let controller = try PluginRegistry(modules: [
      TestModule("numbers") { $0.section(NumberSection.self, in: .detail) { _ in NumberSection() } }
    ]).sections.controller(for: SectionSlot<Int>.detail)
    let item = try #require(await controller.sections(for: 7, in: .english).first?.items.first)
    let double = try #require(item.actions.first)

    await expectCoreError(.unsupportedAction, Payload(value: "7", detail: "double")) {
      _ = try await controller.perform(double, on: item, for: 7)
    }
  }

  @Test func openAction_carriesItsURL() {
    #expect(Self.open.id == "open")
    #expect(Self.open.kind == .open(url: "mosaic://photo/abc"))
    #expect(Self.favorite.kind == .perform)
  }
}
