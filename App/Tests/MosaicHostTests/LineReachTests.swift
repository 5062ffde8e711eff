import Core
import CoreCLI
import Foundation
import TestExpectations
import Testing

@testable import MosaicHost

extension HostRuns {
  /// Issue 23: a hot command builds and registers only the modules it needs, read from ``LineReach``'s table. The
  /// table is data, so these tests hold it to the code: every row against what the whole registry's modules
  /// contribute and depend on, every row's registry booted, and every hot line run both ways, byte for byte.
  @Suite struct LineReachTests {
    /// The whole registry's modules as `mosaic features` sees them.
    static func summaries() throws -> [ModuleSummary] {
      try PluginRegistry(modules: CompositionRoot.modules, hostServices: MosaicHost.hostServices).summaries
    }

    @Test func builtIns_areTheCompositionRootsModules_byTheirOwnIDs() {
      expectEqual(CompositionRoot.builtIns.map(\.id), CompositionRoot.builtIns.map { $0.make().id })
      #expect(CompositionRoot.builtIns.map(\.id) == CompositionRoot.modules.map(\.id))
    }

    @Test(arguments: LineReach.table.keys.sorted())
    func row_holdsItsCommand_theProvidersOfWhatItNeeds_andItsSlots(_ command: String) throws {
      let summaries = try Self.summaries()
      let row = try #require(LineReach.table[command]?.modules)
      #expect(Set(row).count == row.count, "\(command): a module twice")
      for id in row {
        expectSome(summaries, "\(command): no module '\(id)'") { $0.id == id }
      }
      let owner = try requireValue(summaries.first { $0.names(of: "commands").contains(command) }, "\(command)")
      #expect(row.contains(owner.id), "\(command): its module '\(owner.id)' is missing")
      // Every service a built module requires or uses, when a module of the whole registry provides it.
      let providers = Dictionary(
        summaries.flatMap { summary in summary.provides.map { ($0, summary.id) } },
        uniquingKeysWith: { first, _ in first })
      for summary in summaries where row.contains(summary.id) {
        for service in summary.requires + summary.uses {
          guard let provider = providers[service] else { continue }
          #expect(row.contains(provider), "\(command): '\(summary.id)' needs '\(service)' from '\(provider)'")
        }
      }
      // Every module with a section in a slot the page shows.
      for slot in LineReach.slots[command] ?? [] {
        for summary in summaries where summary.names(of: "sections").contains(where: { $0.hasPrefix("\(slot)/") }) {
          #expect(row.contains(summary.id), "\(command): '\(summary.id)' fills '\(slot)'")
        }
      }
      // Plugin proxies run through the plugins module's supervisor.
      if LineReach.table[command]?.plugins != .nothing {
        #expect(row.contains("plugins"), "\(command): plugins join without their module")
      }
    }

    @Test(arguments: LineReach.table.keys.sorted())
    func rowsRegistry_boots(_ command: String) async throws {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let modules = LineReach.modules(for: [command])
      #expect(modules.map(\.id) == LineReach.table[command]?.modules)
      let container = Container()
      let registry = try PluginRegistry(modules: modules, hostServices: MosaicHost.hostServices, container: container)
      try container.register(HostConfiguration.self, value: try sandbox.configuration())
      try container.register(HostTerminal.self, value: HostTerminal(access: nil, environment: sandbox.environment))
      try await registry.boot()
      await registry.shutdown()
      expectSome(registry.contributions(CommandContribution.self)) { $0.value.name == command }
    }

    @Test(
      arguments: [
        (["gallery"], ["services", "images", "gallery"]), (["gallery", "--json"], ["services", "images", "gallery"]),
        (["favorites", "list"], ["services", "images", "gallery"]), (["news", "wsj"], ["services", "images", "news"]),
        (["photo", "x"], ["services", "images", "gallery", "detail", "plugins"]),
        (["gallery", "--help"], nil), (["gallery", "-h"], nil), (["photo", "help"], nil), (["news", "--version"], nil),
        (["gallery", "--generate-completion-script", "bash"], nil), (["gallery", "---completion"], nil),
        (["gallery", "--experimental-dump-help"], nil), (["ui"], nil), (["open", "mosaic://gallery"], nil),
        (["doctor"], nil), (["features"], nil), (["--data-dir", "x", "gallery"], nil), (["moon"], nil), ([], nil),
        (["help", "gallery"], nil), (["Gallery"], nil),
      ] as [([String], [String]?)])
    func aLine_buildsItsRow_orEverything(_ line: [String], _ modules: [String]?) {
      #expect(LineReach.of(line).modules == modules, "\(line)")
      #expect(LineReach.modules(for: line).map(\.id) == modules ?? CompositionRoot.modules.map(\.id), "\(line)")
    }

    @Test(arguments: QuickParseHostTests.quick + QuickParseHostTests.parsed)
    func theHost_printsAndExitsTheSame_withTheRowOrEveryModule(_ line: [String]) async {
      let (row, all) = (HostSandbox(), HostSandbox())
      defer {
        row.remove()
        all.remove()
      }
      let lazy = await row.run(line)
      let eager = await all.run(line, modules: CompositionRoot.modules)
      #expect(lazy.status == eager.status)
      #expect(lazy.output == eager.output)
      #expect(lazy.errors == eager.errors)
    }
  }
}
