import Core
import Foundation
import PluginHostLive
import PluginKit
import TestExpectations
import Testing

/// Issue 21, host services: pictures by URL. A plugin item's picture is kept only from an origin its manifest
/// declares in `permissions.network` (the same rule as `http.get`), so the host's image pipeline is never asked for
/// anything else; the item itself shows either way.
@Suite struct PluginPictureGateTests {
  struct Address: Sendable, CustomTestStringConvertible {
    let id: String
    let url: String?
    let allowed: Bool
    var testDescription: String { id }
  }

  static let gate = PluginPictureGate(origins: ["https://images.example", "http://127.0.0.1:8080"])

  @Test(arguments: [
    Address(id: "declared", url: "https://images.example/a.jpg?w=80", allowed: true),
    Address(id: "declared, host in capitals", url: "https://IMAGES.example/a.jpg", allowed: true),
    Address(id: "declared, default port spelled out", url: "https://images.example:443/a.jpg", allowed: true),
    Address(id: "declared loopback with its port", url: "http://127.0.0.1:8080/p.png", allowed: true),
    Address(id: "another host", url: "https://evil.example/a.jpg", allowed: false),
    Address(id: "a look-alike host", url: "https://images.example.evil.example/a.jpg", allowed: false),
    Address(id: "a subdomain", url: "https://cdn.images.example/a.jpg", allowed: false),
    Address(id: "another scheme", url: "http://images.example/a.jpg", allowed: false),
    Address(id: "another port", url: "https://images.example:8443/a.jpg", allowed: false),
    Address(id: "loopback without its port", url: "http://127.0.0.1/p.png", allowed: false),
    Address(id: "a user and password", url: "https://user:secret@images.example/a.jpg", allowed: false),
    Address(id: "a user", url: "https://user@images.example/a.jpg", allowed: false),
    Address(id: "a file", url: "file:///etc/passwd", allowed: false),
    Address(id: "the embedded catalog's scheme", url: "embedded://LKO2?w=8", allowed: false),
    Address(id: "data", url: "data:image/png;base64,AAAA", allowed: false),
    Address(id: "a relative path", url: "/a.jpg", allowed: false),
    Address(id: "a control character", url: "https://images.example/a\u{1B}[2J.jpg", allowed: false),
    Address(id: "too long", url: "https://images.example/" + String(repeating: "a", count: 2_100), allowed: false),
    Address(id: "empty", url: "", allowed: false),
    Address(id: "none", url: nil, allowed: false),
  ])
  func picture_isKeptOnlyFromADeclaredOrigin(_ address: Address) {
    let url = Self.gate.url(address.url)
    #expect((url != nil) == address.allowed)
    if address.allowed { #expect(url?.absoluteString == address.url) }
  }

  @Test func aPluginThatDeclaresNoOrigin_getsNoPicture() {
    let manifest = PluginManifest(
      id: "quiet", version: "1.0.0", names: LocalizedText(en: "Quiet"), executable: "quiet")
    #expect(PluginPictureGate(manifest: manifest).url("https://images.example/a.jpg") == nil)
    #expect(PluginPictureGate.closed.url("https://images.example/a.jpg") == nil)
  }

  @Test func items_carryTheirPictureFromADeclaredOrigin_andShowWithoutOneFromAnother() throws {
    let items = PluginItems.sectionItems(
      [
        PluginItem(
          id: "lake", kind: .entry, title: "Lake", url: "mosaic://photo/x1", picture: "https://images.example/x1"),
        PluginItem(id: "far", kind: .entry, title: "Far", detail: "away", picture: "https://evil.example/x2"),
        PluginItem(id: "plain", kind: .text, title: "No picture"),
      ], pictures: Self.gate)
    #expect(items.map(\.id) == ["lake", "far", "plain"])
    let lake = try #require(URL(string: "https://images.example/x1"))
    #expect(items[0].image == ImageReference(url: lake, description: "Lake"))
    #expect(items[0].actions == [.open("mosaic://photo/x1", title: "Open")])
    #expect(items[1].image == nil)
    #expect(items[1].content == .entry(code: nil, title: "Far", detail: "away"))
    #expect(items[2].image == nil)
    // Without a gate (the default) nothing gets through.
    expectAll(
      PluginItems.sectionItems([PluginItem(id: "a", kind: .text, title: "A", picture: "https://images.example/a")])
    ) { $0.image == nil }
  }

  @Test func pictureField_travelsOnTheWire_andIsLeftOutWhenAbsent() throws {
    let encoded = try JSONEncoder().encode(PluginItem(id: "a", kind: .text, title: "A", picture: "https://x.example/a"))
    #expect(String(decoding: encoded, as: UTF8.self).contains("\"picture\":\"https:\\/\\/x.example\\/a\""))
    let decoded = try JSONDecoder().decode(
      PluginItem.self, from: Data(#"{"id": "a", "kind": "text", "title": "A"}"#.utf8))
    #expect(decoded.picture == nil)
  }
}
