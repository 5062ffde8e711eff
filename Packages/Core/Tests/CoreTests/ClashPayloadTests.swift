import Core
import TestExpectations
import Testing

/// What a clash or a failed boot carries besides its sentence: both modules, and the underlying code.
struct ClashPayloadTests {
  enum Slashed: SectionTag {
    static let id = "gallery/more"
    static let order = 0
  }

  @Test func aSectionIDWithASlash_isRefused_soItemIDsAlwaysNameTheirSection() {
    expectCoreError(.invalidModule, Payload(module: "gallery", value: "gallery/more")) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery") { registrar in
          registrar.section(TestSection<Slashed>.self, in: .testScreen) { _ in TestSection.listing("a") }
        }
      ])
    }
  }

  @Test func twoModulesContributingOneKey_namesTheFirstOwnerInTheDetail() {
    expectCoreError(.duplicateContribution, Payload(module: "second", value: "g → mosaic://gallery", detail: "first")) {
      _ = try PluginRegistry(modules: [
        TestModule("first") { $0.contribute(Shortcut(key: "g")) },
        TestModule("second") { $0.contribute(Shortcut(key: "g")) },
      ])
    }
  }

  @Test func aSectionIDOwnedByTwoModules_namesTheFirstOwnerInTheDetail() {
    expectCoreError(.duplicateContribution, Payload(module: "second", value: Header.id, detail: "first")) {
      _ = try PluginRegistry(modules: [
        TestModule("first") { registrar in
          registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("a") }
        },
        TestModule("second") { registrar in
          registrar.section(TestSection<Header>.self, in: SectionSlot<String>("elsewhere")) { _ in
            TestSection.listing("b")
          }
        },
      ])
    }
  }

  @Test func aFailedBoot_carriesTheHookErrorsCode() async throws {
    let registry = try PluginRegistry(modules: [
      TestModule("broken") { _ in
      } onDidBoot: { _ in
        throw CoreError(.unknownRoute, "No route.", value: "mosaic://x")
      }
    ])
    await expectCoreError(.bootFailed, Payload(module: "broken", detail: "unknownRoute")) {
      try await registry.boot()
    }
  }

  @Test func aVeryLongURL_isCutInTheSentence() {
    let url = "mosaic://" + String(repeating: "x", count: 5000)
    let error = CoreError(.unknownRoute, "", value: url, detail: "")
    #expect(error.message(in: .english).count < 400)
    #expect(error.message(in: .german).count < 400)
    expectEqual(error.value, url, "the payload keeps the whole value")
  }
}
