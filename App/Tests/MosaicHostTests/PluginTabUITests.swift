import Core
import CoreUI
import CoreUITestSupport
import Foundation
import MosaicHost
import NetworkLayer
import PluginHostLive
import Synchronization
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 21: a plugin's tab and route screens in `mosaic ui`, in memory, with an in-process fake in place of the
  /// plugin process: the tab after the built-in ones with its title cleaned, nothing asked before it shows, a loading
  /// line, the items, a failure as one sentence with the other tabs working and a retry on return, a route's screen
  /// from an item and from the palette with Esc going back, and an item's action with its result shown.
  @Suite struct PluginTabUITests {
    let sandbox = HostSandbox()

    static let page = PluginPage(items: [
      SectionItem(id: "week", content: .heading(title: "The week ahead", subtitle: nil)),
      SectionItem(
        id: "day", content: .entry(code: nil, title: "Thursday", detail: "Full moon"),
        actions: [.open("mosaic://fake/thursday", title: "Open")]),
      SectionItem(
        id: "full", content: .entry(code: nil, title: "Next full moon", detail: nil),
        actions: [ItemAction(id: "countdown", title: "How long?")]),
    ])

    func run(
      _ fake: FakePluginScreens, _ terminal: FakeTerminal, _ arguments: [String] = ["ui"]
    ) -> Task<HostRun, Never> {
      Task {
        await sandbox.run(
          arguments, environment: ["TERM": "xterm-256color"], modules: fake.modules(), terminal: terminal.access)
      }
    }

    @Test func theTab_followsTheBuiltInOnes_startsOnlyWhenShown_andShowsLoadingThenItems() async throws {
      defer { sandbox.remove() }
      let fake = FakePluginScreens(tabAnswers: [.success(Self.page)], holdsFirstLoad: true)
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Page 1 of 12")
      #expect(
        terminal.screen.screen.lines[0].hasPrefix(" 1 Gallery  2 Favorites  3 News  4 Saved  5 Settings  6 Fake "))
      #expect(fake.tabLoads == 0)
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Asking plugin 'fake'…")
      #expect(fake.tabLoads == 1)
      fake.letGo()
      try await terminal.screen.waitFor("Next full moon")
      #expect(terminal.screen.screen.text.contains("The week ahead"))
      terminal.screen.send("1")
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Next full moon")
      #expect(fake.tabLoads == 1)
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func inGerman_theTabHasItsGermanTitle_andSaysItIsAskingInGerman() async throws {
      defer { sandbox.remove() }
      #expect(await sandbox.run(["settings", "set", "language", "de"]).status == 0)
      let fake = FakePluginScreens(tabAnswers: [.success(Self.page)], holdsFirstLoad: true)
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Seite 1 von 12")
      #expect(terminal.screen.screen.lines[0].contains("6 Attrappe"), "\(terminal.screen.screen.lines[0])")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Das Plugin 'fake' wird gefragt")
      fake.letGo()
      try await terminal.screen.waitFor("Next full moon")
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func aFailingPlugin_isOneSentenceInItsTab_otherTabsWork_andReturningRetries() async throws {
      defer { sandbox.remove() }
      let fake = FakePluginScreens(tabAnswers: [
        .failure(PluginHostError(.exited, plugin: "fake", detail: "signal 9")), .success(Self.page),
      ])
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Plugin 'fake' ended without answering (signal 9)")
      terminal.screen.send("3")
      try await terminal.screen.waitFor("Larkspur Pharma")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Next full moon")
      #expect(fake.tabLoads == 2)
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func anItemsLink_opensTheRouteScreen_andEscGoesBack() async throws {
      defer { sandbox.remove() }
      let route = PluginPage(title: "Thursday's moon", items: [SectionItem(id: "line-0", content: .text("Full moon"))])
      let fake = FakePluginScreens(tabAnswers: [.success(Self.page)], routePage: route)
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Next full moon")
      terminal.screen.send("\r")
      try await terminal.screen.waitFor("Thursday's moon")
      #expect(fake.routes.map(\.url) == ["mosaic://fake/thursday"])
      #expect(fake.routes.first?.parameters["thing"] == "thursday")
      terminal.screen.send("\u{1B}")
      terminal.screen.idle()
      try await terminal.screen.waitFor {
        !$0.screen.text.contains("Thursday's moon") && $0.screen.text.contains("Next full moon")
      }
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func thePalette_opensAPluginRoute_asAScreen() async throws {
      defer { sandbox.remove() }
      let route = PluginPage(
        title: "A fake page", items: [SectionItem(id: "line-0", content: .text("From the palette"))])
      let fake = FakePluginScreens(tabAnswers: [.success(Self.page)], routePage: route)
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send(":")
      terminal.screen.send("mosaic://fake/abc\r")
      try await terminal.screen.waitFor("From the palette")
      #expect(fake.routes.map(\.url) == ["mosaic://fake/abc"])
      terminal.screen.send("\u{1B}")
      terminal.screen.idle()
      try await terminal.screen.waitFor { !$0.screen.text.contains("From the palette") }
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    @Test func enterOnAnItemWithAnAction_asksThePlugin_andShowsTheResult() async throws {
      defer { sandbox.remove() }
      let fake = FakePluginScreens(
        tabAnswers: [.success(Self.page)], actionResult: .done(message: "The next full moon is in 3 days."))
      let terminal = FakeTerminal()
      let run = run(fake, terminal)
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Next full moon")
      terminal.screen.send("j")
      terminal.screen.send("\r")
      try await terminal.screen.waitFor("The next full moon is in 3 days.")
      #expect(fake.actions == [PluginActionRequest(plugin: "fake", tab: "fake", item: "full", action: "countdown")])
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    /// Pictures by URL: an item that carries a picture (its origin let through when the items arrived) is drawn with
    /// it at its left through the host's image pipeline, as the built-in lists draw theirs; an item without one asks
    /// the pipeline for nothing.
    @Test func anItemsPicture_isDrawnThroughTheImagePipeline_andOnlyItsOwnIsAsked() async throws {
      defer { sandbox.remove() }
      let asked = Mutex<[URL]>([])
      let images = ImageClient(
        image: { request in
          asked.withLock { $0.append(request.url) }
          return Bitmap(
            width: request.size.width, height: request.size.height, filling: RGBA(red: 250, green: 10, blue: 10))
        },
        prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
      let picture = try #require(URL(string: "https://images.example/moon.jpg"))
      let page = PluginPage(items: [
        SectionItem(id: "plain", content: .text("No picture here")),
        SectionItem(
          id: "moon", content: .entry(code: nil, title: "Tonight's moon", detail: nil),
          image: ImageReference(url: picture, description: "Tonight's moon")),
      ])
      let fake = FakePluginScreens(tabAnswers: [.success(page)], images: images)
      let terminal = FakeTerminal()
      let run = Task {
        await sandbox.run(
          ["ui"], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], modules: fake.modules(),
          terminal: terminal.access)
      }
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("6")
      try await terminal.screen.waitFor("Tonight's moon")
      // The picture's half blocks, in the bitmap's red, sit left of the item once the pipeline answered.
      try await terminal.screen.waitFor { snapshot in
        snapshot.lines.contains { $0.contains("Tonight's moon") && $0.contains("▀") }
      }
      let red = terminal.screen.screen.buffer.cells.filter { $0.character == "▀" }.map(\.style.foreground)
      expectSome(red, "\(Set(red.map { "\($0)" }))") {
        if case .rgb(250, 10, 10) = $0 { true } else if case .indexed = $0 { true } else { false }
      }
      expectEqual(asked.withLock { Set($0) }, [picture])
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }
  }
}
