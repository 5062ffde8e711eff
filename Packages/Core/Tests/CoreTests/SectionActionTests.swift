import Core
import TestExpectations
import Testing

/// Actions go to the section that listed the item, under the id that section gave it.
struct SectionActionTests {
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
    let header = try requireValue(sections.first?.items.first)
    let more = try requireValue(sections.last?.items.first)

    try await expectEqual(controller.perform(Self.favorite, on: more, for: "sea"), .open(url: "mosaic://photo/abc"))
    try await expectEqual(controller.perform(Self.favorite, on: header, for: "sea"), .reload)
    expectEqual(performed.entries, ["more favorite abc sea", "header favorite abc sea"])
  }

  @Test func actionTheItemDoesNotOffer_isRefused() async throws {
    let performed = Recorder()
    let controller = try Self.controller(performed)
    let more = try await requireValue(controller.sections(for: "sea", in: .english).last?.items.first)

    await expectCoreError(.unsupportedAction, Payload(value: "gallery.more/abc", detail: "open")) {
      _ = try await controller.perform(Self.open, on: more, for: "sea")
    }
    expectEmpty(performed.entries)
  }

  @Test func itemOfNoSectionHere_isRefused() async throws {
    let performed = Recorder()
    let controller = try Self.controller(performed)
    let stranger = SectionItem.text("elsewhere/abc", actions: [Self.favorite])

    await expectCoreError(.unsupportedAction, Payload(value: "elsewhere/abc", detail: "favorite")) {
      _ = try await controller.perform(Self.favorite, on: stranger, for: "sea")
    }
    expectEmpty(performed.entries)
  }

  @Test func defaultPerform_refusesEveryAction() async throws {
    let controller = try PluginRegistry(modules: [
      TestModule("numbers") { $0.section(NumberSection.self, in: .detail) { _ in NumberSection() } }
    ]).sections.controller(for: SectionSlot<Int>.detail)
    let item = try await requireValue(controller.sections(for: 7, in: .english).first?.items.first)
    let double = try requireValue(item.actions.first)

    await expectCoreError(.unsupportedAction, Payload(value: "7", detail: "double")) {
      _ = try await controller.perform(double, on: item, for: 7)
    }
  }

  @Test func openAction_carriesItsURL() {
    expectEqual(Self.open.id, "open")
    expectEqual(Self.open.kind, .open(url: "mosaic://photo/abc"))
    expectEqual(Self.favorite.kind, .perform)
  }
}
