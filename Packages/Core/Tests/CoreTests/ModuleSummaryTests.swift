import Core
import CoreTestSupport
import Foundation
import TestExpectations
import Testing

struct ModuleSummaryTests {
  /// Gallery contributes routes and badges; detail shortcuts and sections about two subject types; quiet nothing.
  private static func registry() throws -> PluginRegistry {
    try PluginRegistry(modules: [
      TestModule("gallery", provides: [.service(ServiceA.self)]) { registrar in
        try registrar.route("gallery", summary: "The grid") { _ in GalleryDestination(page: 1) }
        registrar.contribute(Badge(name: "new"))
      },
      TestModule("detail", version: "1.2.0", requires: [ServiceKey(ServiceA.self)]) { registrar in
        registrar.contribute(Shortcut(key: "p", url: "mosaic://photo/random"))
        registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection() }
        registrar.section(NumberSection.self, in: .detail) { _ in NumberSection() }
      },
      TestModule("quiet"),
    ])
  }

  @Test func summaries_listEveryKindForEveryModule() throws {
    let summaries = try Self.registry().summaries

    let kinds = ["routes", "badges", "shortcuts", "sections"]
    for summary in summaries {
      expectEqual(summary.contributions.map(\.kind), kinds, "\(summary.id)")
    }
    expectEqual(summaries.map { $0.names(of: "routes") }, [["mosaic://gallery"], [], []])
    expectEqual(summaries.map { $0.names(of: "badges") }, [["new"], [], []])
    expectEqual(summaries.map { $0.names(of: "shortcuts") }, [[], ["p → mosaic://photo/random"], []])
    expectEqual(
      summaries.map { $0.names(of: "sections") },
      [
        [], ["String.test.screen/detail.header", "Int.detail/numbers.list"], [],
      ])
    expectEqual(summaries.map { $0.names(of: "screens") }, [[], [], []])
  }

  @Test func summaryJSON_hasOneArrayPerKindAndTheModulesIdentity() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let summaries = try Self.registry().summaries

    let documents = try summaries.map { try JSONDecoder().decode(JSONValue.self, from: encoder.encode($0)) }

    expectEqual(
      documents[1],
      [
        "id": "detail", "version": "1.2.0", "name": "Test module detail", "provides": [], "requires": ["ServiceA"],
        "uses": [], "routes": [], "badges": [], "shortcuts": ["p → mosaic://photo/random"],
        "sections": ["String.test.screen/detail.header", "Int.detail/numbers.list"],
      ])
    expectEqual(documents[0]["provides"], ["ServiceA"])
    expectEqual(documents[2]["routes"], [])
    for document in documents {
      expectEqual(
        document.keys,
        [
          "id", "version", "name", "provides", "requires", "uses", "routes", "badges", "shortcuts", "sections",
        ])
    }
  }

  @Test func registryWithoutContributions_summarisesIdentityOnly() throws {
    let summaries = try PluginRegistry(modules: [TestModule("quiet")]).summaries
    let document = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(summaries[0]))

    expectEmpty(summaries[0].contributions)
    expectEqual(document.keys, ["id", "version", "name", "provides", "requires", "uses"])
  }
}
