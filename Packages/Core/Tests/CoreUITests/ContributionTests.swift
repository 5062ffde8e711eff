import Core
import TestExpectations
import Testing

@testable import CoreUI

struct ContributionTests {
  @Test func tabsAndScreens_areContributions_attributedToTheirModules() throws {
    let registry = try PluginRegistry(modules: [LettersModule(), LetterModule(), NumbersModule()])
    let tabs = registry.contributions(TabContribution.self)
    expectEqual(tabs.map(\.moduleID), ["letters", "numbers"])
    expectEqual(tabs.map(\.value.title.english), ["Letters", "Numbers"])
    expectEqual(tabs.map { $0.value.title.text(in: .german) }, ["Buchstaben", "Zahlen"])
    expectTrue(tabs[0].value.hosts(LettersDestination()))
    expectFalse(tabs[1].value.hosts(LettersDestination()))
    let screens = registry.contributions(ScreenContribution.self)
    expectEqual(screens.map(\.value.name), ["LetterDestination"])
    expectTrue(screens[0].value.shows(LetterDestination(letter: "A")))
    let letters = try requireValue(registry.summaries.first { $0.id == "letters" })
    expectSome(letters.contributions) { $0.kind == "tabs" && $0.names == ["letters"] }
  }

  @Test func removingAModule_removesItsTabAndScreens() throws {
    let registry = try PluginRegistry(modules: [NumbersModule()])
    expectEqual(registry.contributions(TabContribution.self).map(\.value.id), ["numbers"])
    expectEmpty(registry.contributions(ScreenContribution.self))
  }

  @Test func twoTabsWithOneID_orABadID_areRefused() {
    expectThrows(CoreError.self) { try PluginRegistry(modules: [LettersModule(), RenamedLetters()]) }
    struct BadTab: FeatureModule {
      let id = "bad"
      let version: SemanticVersion = "1.0.0"
      let displayName = "Bad"
      var requires: [ServiceKey] { [] }
      var provides: [ServiceKey] { [] }
      func register(into registrar: ModuleRegistrar) throws {
        registrar.tab("Bad Tab", title: LocalizedText(en: "Bad", de: "Schlecht"), order: 1, with: { _ in () }) {
          _, context in Coordinator(navigation: context.navigation)
        }
      }
    }
    #expect { try PluginRegistry(modules: [BadTab()]) } throws: { ($0 as? CoreError)?.code == .invalidModule }
  }

  /// A second module contributing the tab id `letters`.
  struct RenamedLetters: FeatureModule {
    let id = "letters-again"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Letters again"
    var requires: [ServiceKey] { [] }
    var provides: [ServiceKey] { [] }
    func register(into registrar: ModuleRegistrar) throws {
      registrar.tab("letters", title: LocalizedText(en: "L", de: "L"), order: 1, with: { _ in () }) { _, context in
        Coordinator(navigation: context.navigation)
      }
    }
  }

  @Test func uiErrors_speakBothLanguages() {
    for code in UIError.Code.allCases {
      let error = UIError(code, value: "PhotoDestination")
      expectNotEqual(error.message(in: .english), error.message(in: .german))
      expectText(error.message(in: .english), hasSuffix: ".")
    }
  }
}
