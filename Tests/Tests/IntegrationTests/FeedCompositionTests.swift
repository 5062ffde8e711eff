import ArgumentParser
import Core
import CoreCLI
import DetailFeature
import Foundation
import GalleryFeature
import Models
import NetworkLayer
import TestExpectations
import Testing

/// The detail moving along the gallery's feed, each step in a registry of its own as each `mosaic` run
/// builds one: every page a step needs is asked for once.
@Suite struct FeedCompositionTests {
  let calls = PhotoCalls()
  let services: InMemoryServicesModule
  let pageOne: [String]
  let pageTwo: [String]

  init() async throws {
    services = InMemoryServicesModule(photos: calls.recording(.embedded()))
    pageOne = try await PhotoClient.embedded().listPhotos(1, 30).value.photos.map(\.id)
    pageTwo = try await PhotoClient.embedded().listPhotos(2, 30).value.photos.map(\.id)
  }

  /// Runs the command `name` with `arguments` in a fresh registry, as one `mosaic` run.
  @discardableResult
  func run(_ name: String, _ arguments: [String] = []) async throws -> String {
    let registry = try PluginRegistry(modules: [services, GalleryModule(), DetailModule()])
    let contribution = try requireValue(
      registry.contributions(CommandContribution.self).first { $0.value.name == name })
    let parsed = try contribution.value.command.parseAsRoot(arguments)
    let console = CapturedConsole()
    try await registry.boot()
    do {
      // As the host runs a command: with every presenter the modules contributed, which page commands hand
      // their destination to.
      let presenters = DestinationPresenters(registry.contributions(DestinationPresenter.self).map(\.value))
      try await contribution.value.run(parsed, in: CommandContext(console: console.console, presenters: presenters))
    } catch {
      await registry.shutdown()
      throw error
    }
    await registry.shutdown()
    return console.output
  }

  /// The id of the photo `mosaic photo ID [--next|--previous] --json` shows.
  func shownID(_ id: String, _ direction: FeedDirection? = nil) async throws -> String? {
    let flags = direction.map { ["--\($0.rawValue)"] } ?? []
    let output = try await run("photo", [id, "--json"] + flags)
    return (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["id"] as? String
  }

  @Test func next_acrossAPageEdge_asksForEachPageOnce() async throws {
    try await run("gallery")
    #expect(calls.take() == ["list 1"])
    #expect(try await shownID(pageOne[29], .next) == pageTwo[0])
    #expect(calls.take() == ["list 1", "list 2"])
  }

  @Test func next_withinAPage_asksForThatPageOnce() async throws {
    try await run("gallery")
    _ = calls.take()
    #expect(try await shownID(pageOne[4], .next) == pageOne[5])
    #expect(calls.take() == ["list 1"])
  }

  @Test func previous_acrossAPageEdge_landsOnTheEarlierPage() async throws {
    try await run("gallery", ["--page", "2"])
    #expect(calls.take() == ["list 2"])
    #expect(try await shownID(pageTwo[0], .previous) == pageOne[29])
    #expect(calls.take() == ["list 2", "list 1"])
    #expect(try await shownID(pageOne[29], .next) == pageTwo[0], "the listing moved to page 1")
    #expect(calls.take() == ["list 1", "list 2"])
  }

  @Test func photo_asksForThePhoto_andOnceForItsListedPage() async throws {
    try await run("gallery", ["--page", "2"])
    _ = calls.take()
    #expect(try await shownID(pageTwo[7]) == pageTwo[7])
    #expect(calls.take() == ["photo \(pageTwo[7])", "list 2"])
  }

  @Test func withoutAListing_nextIsTheGallerysTypedError() async throws {
    let error = await #expect(throws: GalleryError.self) { try await shownID(pageOne[0], .next) }
    #expect(error?.code == .noListing)
    #expect(error?.photoID == pageOne[0])
    #expect(error?.direction == .next)
    #expect(calls.take().isEmpty)
  }
}
