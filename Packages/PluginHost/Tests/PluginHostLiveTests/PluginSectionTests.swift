import Core
import Foundation
import Models
import ModelsTestSupport
import PluginHostLive
import PluginKit
import TestExpectations
import Testing

@Suite struct PluginSectionTests {
  static let section = SectionSpec(id: "palette", slot: "photo", title: LocalizedText(en: "Palette", de: "Palette"))

  func sections(
    _ behaviour: String, permissions: PluginManifest.Permissions = PluginManifest.Permissions()
  ) async throws -> [SectionSnapshot] {
    let fake = try FakePlugin(behaviour: behaviour, sections: [Self.section], permissions: permissions)
    let supervisor = fake.supervisor()
    defer { supervisor.shutdown() }
    let registry = try PluginRegistry(modules: [
      SupervisorModule(supervisor: supervisor), PluginProxyModule(fake.plugin),
    ])
    #expect(supervisor.running.isEmpty)
    return await registry.sections.controller(for: SectionSlot<Photo>.detail)
      .sections(for: try PhotoFixtures.photo(1), in: .english)
  }

  @Test func photoSection_isFilledByThePlugin_withItsTextCleaned() async throws {
    let snapshots = try await sections(
      """
      send({"type": "items", "id": req["id"], "items": [
          {"id": "average", "kind": "field", "title": "Average \\u001b[2Jcolour", "detail": req["subject"]["id"]},
          {"id": "bad id/../x", "kind": "entry", "title": "More", "url": "file:///etc/passwd"}]})
      """)
    let section = try #require(snapshots.first)
    #expect(section.id == "plugin.fake.palette")
    #expect(section.title == "Palette")
    #expect(section.items.count == 2)
    guard case .field(let label, let value) = section.items.first?.content else {
      Issue.record("not a field: \(section.items)")
      return
    }
    // The escape sequence is removed whole (SafeText), not only its ESC.
    #expect(label == "Average colour")
    #expect(value == (try PhotoFixtures.photo(1)).id)
    #expect(section.items.last?.actions.isEmpty == true)
  }

  /// Pictures by URL on the photo page: an item's picture on the declared origin reaches the page's section; one on
  /// another origin is dropped before anything could fetch it, and its item still shows.
  @Test func photoSection_keepsPictures_onlyFromDeclaredOrigins() async throws {
    let snapshots = try await sections(
      """
      send({"type": "items", "id": req["id"], "items": [
          {"id": "near", "kind": "entry", "title": "Near", "picture": "https://images.example/near.jpg"},
          {"id": "far", "kind": "entry", "title": "Far", "picture": "https://evil.example/far.jpg"}]})
      """, permissions: PluginManifest.Permissions(network: ["https://images.example"]))
    let section = try #require(snapshots.first)
    #expect(
      section.items.map(\.content) == [
        .entry(code: nil, title: "Near", detail: nil), .entry(code: nil, title: "Far", detail: nil),
      ])
    expectEqual(section.items.map { $0.image?.url.absoluteString }, ["https://images.example/near.jpg", nil])
  }

  @Test func failingPlugin_failsOnlyItsSection() async throws {
    let snapshots = try await sections("os.kill(os.getpid(), 9)")
    let section = try #require(snapshots.first)
    #expect((section.failure as? PluginHostError)?.code == .exited)
  }
}
