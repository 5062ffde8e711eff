import Core
import CoreUI
import CoreUITestSupport
import DetailFeature
import Foundation
import GalleryFeature
import MosaicHost
import Testing

extension HostRuns {
  /// `mosaic ui` and `mosaic` alone: the app on a terminal, one sentence and exit 1 without one, and the
  /// terminal always put back.
  @Suite struct UICommandTests {
    let sandbox = HostSandbox()

    @Test func ui_withoutATerminal_saysSoInOneSentence() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["ui"])
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(result.errors == printed(HostError(.notATerminal)))
      #expect(result.errors.contains("use the subcommands instead, like `mosaic gallery`"))
    }

    @Test func ui_withTERMdumb_saysSoInOneSentence() async {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let result = await sandbox.run(["ui"], environment: ["TERM": "dumb"], terminal: terminal.access)
      #expect(result.status == 1)
      #expect(result.errors == printed(HostError(.notATerminal, value: "dumb")))
      #expect(result.errors.contains("TERM is 'dumb'"))
      #expect(terminal.opened == 0)
    }

    @Test func mosaicAlone_withoutATerminal_printsHelp() async {
      defer { sandbox.remove() }
      let result = await sandbox.run([])
      #expect(result.status == 0)
      #expect(result.output.contains("USAGE: mosaic <subcommand>"))
      #expect(result.output.contains("\n  ui "))
    }

    @Test(arguments: [["ui"], []])
    func onATerminal_theAppRuns_andQuitRestoresTheTerminal(_ arguments: [String]) async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task {
        await sandbox.run(arguments, environment: ["TERM": "xterm-256color"], terminal: terminal.access)
      }
      try await terminal.screen.waitFor("Page 1 of 12")
      #expect(terminal.screen.screen.lines[0].hasPrefix(" 1 Gallery  2 Favorites "))
      terminal.screen.send("q")
      let result = await run.value
      #expect(result.status == 0, "\(result.errors)")
      #expect(terminal.opened == 1)
      #expect(terminal.restored == 1)
      #expect(terminal.mouse == [true])
    }

    @Test func aURL_opensItsScreen_andNoMouseIsHonoured() async throws {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let run = Task {
        await sandbox.run(
          ["ui", "mosaic://photo/q5Aq-4pHXK9", "--no-mouse"], environment: ["TERM": "xterm"], terminal: terminal.access)
      }
      try await terminal.screen.waitFor("Spiral staircase, Porto")
      #expect(terminal.mouse == [false])
      terminal.screen.send("\u{7F}")
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("\u{03}")
      let result = await run.value
      #expect(result.status == 130)
      #expect(terminal.restored == 1)
    }

    @Test func aBadURL_failsBeforeTheTerminalChanges() async {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let result = await sandbox.run(
        ["ui", "mosaic://nowhere"], environment: ["TERM": "xterm"], terminal: terminal.access)
      #expect(result.status == 64)
      #expect(result.errors.hasPrefix("Error: No route matches 'mosaic://nowhere'"))
      #expect(terminal.opened == 0)
    }

    @Test func anError_inTheApp_stillRestoresTheTerminal() async {
      defer { sandbox.remove() }
      let terminal = FakeTerminal()
      let result = await sandbox.run(
        ["ui"], environment: ["TERM": "xterm"], modules: [HostModule(), ServicesModule()], terminal: terminal.access)
      #expect(result.status == 1)
      #expect(result.errors == printed(UIError(.noTabs)))
      #expect(terminal.restored == 1)
    }

    @Test func signals_endTheApp_withTheShellsStatus() async throws {
      defer { sandbox.remove() }
      for (event, status) in [(TerminalEvent.terminate, Int32(143)), (.hangup, 129)] {
        let terminal = FakeTerminal()
        let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
        try await terminal.screen.waitFor("Page 1 of 12")
        terminal.screen.report(event)
        #expect(await run.value.status == status)
        #expect(terminal.restored == 1)
      }
    }

    @Test func theAppOpensOnTheTabUsedLast() async throws {
      defer { sandbox.remove() }
      let first = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: first.access) }
      try await first.screen.waitFor("Page 1 of 12")
      first.screen.send("2")
      try await first.screen.waitFor("No favorites yet")
      first.screen.send("q")
      #expect(await run.value.status == 0)
      let second = FakeTerminal()
      let again = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: second.access) }
      try await second.screen.waitFor("No favorites yet")
      second.screen.send("q")
      #expect(await again.value.status == 0)
    }
  }
}

extension HostRuns {
  /// Taking a module out of the composition root takes its tabs and screens with it.
  @Suite struct ScreenRemovalTests {
    func contributions(_ modules: [any FeatureModule]) throws -> (tabs: [String], screens: [String]) {
      let registry = try PluginRegistry(modules: modules, hostServices: MosaicHost.hostServices)
      return (
        registry.contributions(TabContribution.self).map(\.value.id),
        registry.contributions(ScreenContribution.self).map(\.value.name)
      )
    }

    @Test func everyModule_contributesItsTabsAndScreens() throws {
      let all = try contributions(CompositionRoot.modules)
      #expect(all.tabs == ["gallery", "favorites", "news", "saved", "settings"])
      // The plugins module shows every plugin's routes (issue 21).
      #expect(all.screens == ["PhotographerDestination", "PhotoDestination", "PluginDestination"])
    }

    @Test func withoutTheNewsModules_theirTabsGo_andTheGalleryStays() throws {
      let modules = CompositionRoot.modules.filter { !["news", "settings"].contains($0.id) }
      let result = try contributions(modules)
      #expect(result.tabs == ["gallery", "favorites"])
      #expect(result.screens == ["PhotographerDestination", "PhotoDestination", "PluginDestination"])
    }

    @Test func withoutTheDetail_thereIsNoPhotoScreen_andTheTabsStay() throws {
      let modules: [any FeatureModule] = [ServicesModule(), GalleryModule()]
      let result = try contributions(modules)
      #expect(result.tabs == ["gallery", "favorites"])
      #expect(result.screens == ["PhotographerDestination"], "the gallery's photographer screen, no photo screen")
    }

    @Test func withoutTheGallery_thereAreNoTabs_andThePhotoScreenStays() throws {
      let modules: [any FeatureModule] = [ServicesModule(), DetailModule()]
      let result = try contributions(modules)
      #expect(result.tabs.isEmpty)
      #expect(result.screens == ["PhotoDestination"])
    }
  }
}
