import Core
import CoreTestSupport
import TestExpectations
import Testing

struct LocalizedModuleNameTests {
  struct Bilingual: FeatureModule {
    let id = "bilingual"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Photo gallery"
    var requires: [ServiceKey] { [] }
    var provides: [ServiceKey] { [] }
    func displayName(in language: Language) -> String {
      language.pick(en: displayName, de: "Fotogalerie")
    }
    func register(into registrar: ModuleRegistrar) throws {}
  }

  @Test func summaries_carryTheNameInEveryLanguage_andDefaultToTheDisplayName() throws {
    let summaries = try PluginRegistry(modules: [Bilingual(), TestModule("plain")]).summaries
    expectEqual(summaries[0].name(in: .german), "Fotogalerie")
    expectEqual(summaries[0].name(in: .english), "Photo gallery")
    expectEqual(summaries[0].name, "Photo gallery")
    expectEqual(summaries[1].name(in: .german), summaries[1].name)
  }
}
