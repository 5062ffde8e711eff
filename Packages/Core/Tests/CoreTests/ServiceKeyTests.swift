import Core
import Foundation
import TestExpectations
import Testing

private struct PhotoClient: Sendable {}

/// Two types that print the same name, to show keys compare by identity, not by name.
private enum Gallery { struct Client: Sendable {} }
private enum News { struct Client: Sendable {} }

struct ServiceKeyTests {
  @Test func sameTypeAndName_areEqualAndHashAlike() {
    expectEqual(ServiceKey(PhotoClient.self), ServiceKey(PhotoClient.self))
    expectEqual(ServiceKey(URL.self, name: "cache"), ServiceKey(URL.self, name: "cache"))
    expectEqual(Set([ServiceKey(PhotoClient.self), ServiceKey(PhotoClient.self)]).count, 1)
  }

  @Test func differentNameOrType_areDifferentKeys() {
    let keys = [
      ServiceKey(URL.self), ServiceKey(URL.self, name: "cache"), ServiceKey(URL.self, name: "data"),
      ServiceKey(String.self), ServiceKey(Int?.self), ServiceKey(Int.self),
    ]

    expectEqual(Set(keys).count, keys.count)
  }

  @Test func typesWithTheSameName_areDifferentKeys() {
    let gallery = ServiceKey(Gallery.Client.self)
    let news = ServiceKey(News.Client.self)

    expectEqual(gallery.description, news.description)
    expectNotEqual(gallery, news)
    expectEqual(Set([gallery, news]).count, 2)
  }

  @Test(arguments: [
    (ServiceKey(PhotoClient.self), "PhotoClient", nil),
    (ServiceKey(URL.self, name: "cache"), "URL(\"cache\")", "cache"),
    (ServiceKey([String].self), "Array<String>", nil),
    (ServiceKey(Gallery.Client.self), "Client", nil),
  ])
  func description_isTypeNameAndOptionalName(key: ServiceKey, description: String, name: String?) {
    expectEqual(key.description, description)
    expectEqual(key.name, name)
  }

  @Test func typeName_leavesTheNameOut() {
    expectEqual(ServiceKey(URL.self, name: "cache").typeName, "URL")
  }

  @Test func containerLookups_useTheKeyNotTheDescription() throws {
    let container = Container()
    try container.register(Gallery.Client.self) { _ in Gallery.Client() }

    expectTrue(container.isRegistered(ServiceKey(Gallery.Client.self)))
    expectFalse(container.isRegistered(ServiceKey(News.Client.self)))
    expectCoreError(.serviceNotRegistered, Payload(service: "Client")) {
      _ = try container.resolve(News.Client.self, requestedBy: "test")
    }
  }
}
