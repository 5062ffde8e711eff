import Core
import Foundation
import Testing

private struct PhotoClient: Sendable {}

/// Two types that print the same name, to show keys compare by identity, not by name.
private enum Gallery { struct Client: Sendable {} }
private enum News { struct Client: Sendable {} }

@Suite struct ServiceKeyTests {
  @Test func sameTypeAndName_areEqualAndHashAlike() {
    #expect(ServiceKey(PhotoClient.self) == ServiceKey(PhotoClient.self))
    #expect(ServiceKey(URL.self, name: "cache") == ServiceKey(URL.self, name: "cache"))
    #expect(Set([ServiceKey(PhotoClient.self), ServiceKey(PhotoClient.self)]).count == 1)
  }

  @Test func differentNameOrType_areDifferentKeys() {
    let keys = [
      ServiceKey(URL.self), ServiceKey(URL.self, name: "cache"), ServiceKey(URL.self, name: "data"),
      ServiceKey(String.self), ServiceKey(Int?.self), ServiceKey(Int.self),
    ]

    #expect(Set(keys).count == keys.count)
  }

  @Test func typesWithTheSameName_areDifferentKeys() {
    let gallery = ServiceKey(Gallery.Client.self)
    let news = ServiceKey(News.Client.self)

    #expect(gallery.description == news.description)
    #expect(gallery != news)
    #expect(Set([gallery, news]).count == 2)
  }

  @Test(arguments: [
    (ServiceKey(PhotoClient.self), "PhotoClient", nil),
    (ServiceKey(URL.self, name: "cache"), "URL(\"cache\")", "cache"),
    (ServiceKey([String].self), "Array<String>", nil),
    (ServiceKey(Gallery.Client.self), "Client", nil),
  ])
  func description_isTypeNameAndOptionalName(key: ServiceKey, description: String, name: String?) {
    #expect(key.description == description)
    #expect(key.name == name)
  }

  @Test func typeName_leavesTheNameOut() {
    #expect(ServiceKey(URL.self, name: "cache").typeName == "URL")
  }

  @Test func containerLookups_useTheKeyNotTheDescription() throws {
    let container = Container()
    try container.register(Gallery.Client.self) { _ in Gallery.Client() }

    #expect(container.isRegistered(ServiceKey(Gallery.Client.self)))
    #expect(!container.isRegistered(ServiceKey(News.Client.self)))
    expectCoreError(.serviceNotRegistered, Payload(service: "Client")) {
      _ = try container.resolve(News.Client.self, requestedBy: "test")
    }
  }
}
