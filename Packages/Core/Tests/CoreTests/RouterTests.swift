import Core
import TestExpectations
import Testing

struct RouterTests {
  /// A registry with the gallery and detail routes, each leading to a typed destination.
  static func router() throws -> Router {
    try PluginRegistry(modules: [
      TestModule("gallery") { registrar in
        try registrar.route("gallery", summary: "The grid") { match in
          GalleryDestination(page: try match.integer("page", "p", in: 1...500) ?? 1)
        }
      },
      TestModule("detail") { registrar in
        try registrar.route("photo/:id", summary: "One photo") { PhotoDestination(id: try $0.required("id")) }
        try registrar.route("photo/:id/:section", summary: "One section") { match in
          PhotoSectionDestination(id: try match.required("id"), section: try match.required("section"))
        }
        try registrar.route("photo/random", summary: "Any photo") { _ in RandomPhotoDestination() }
      },
    ]).router
  }

  @Test func galleryURL_resolvesToTypedDestination() throws {
    let resolution = try Self.router().resolve("mosaic://gallery?page=2")

    expectEqual(resolution.destination as? GalleryDestination, GalleryDestination(page: 2))
    expectEqual(resolution.route.pattern, "gallery")
    expectEqual(resolution.route.summary, "The grid")
    expectEqual(resolution.route.moduleID, "gallery")
    expectEqual(ObjectIdentifier(resolution.route.destinationType), ObjectIdentifier(GalleryDestination.self))
    expectEqual(resolution.match.query, ["page": "2"])
    expectEmpty(resolution.match.parameters)
  }

  @Test func routes_listTheirDestinationTypes() throws {
    let types = try Self.router().routes.map { ObjectIdentifier($0.destinationType) }

    expectEqual(
      types,
      [
        ObjectIdentifier(GalleryDestination.self), ObjectIdentifier(PhotoDestination.self),
        ObjectIdentifier(PhotoSectionDestination.self), ObjectIdentifier(RandomPhotoDestination.self),
      ])
  }

  @Test(arguments: [
    ("mosaic://photo/abc123", "abc123"),
    ("mosaic://photo/Abc-123_x", "Abc-123_x"),
    ("mosaic://photo/abc%20def", "abc def"),
    ("mosaic://photo/a%2Fb", "a/b"),
    ("mosaic://photo/a%2520b", "a%20b"),
    ("mosaic://PHOTO/xyz/", "xyz"),
    ("MOSAIC://photo/xyz", "xyz"),
  ])
  func photoURL_capturesDecodedID(url: String, id: String) throws {
    let resolution = try Self.router().resolve(url)

    expectEqual(resolution.match.parameters, ["id": id])
    expectEqual(resolution.destination as? PhotoDestination, PhotoDestination(id: id))
    expectEqual(resolution.match.url, url)
  }

  @Test func queryItems_areDecodedAndLastValueWins() throws {
    let match = try Self.router().resolve("mosaic://gallery?page=1&q=sea%20fog&page=3&flag").match

    expectEqual(match.query, ["page": "3", "q": "sea fog", "flag": ""])
    expectEqual(match["q"], "sea fog")
    expectNil(match["missing"])
  }

  @Test func pathParameter_winsOverQueryItemOfSameName() throws {
    let match = try Self.router().resolve("mosaic://photo/abc?id=other").match

    expectEqual(match["id"], "abc")
    expectEqual(match.query["id"], "other")
  }

  @Test func moreSpecificRoute_wins() throws {
    let router = try Self.router()

    try expectNotNil(router.resolve("mosaic://photo/random").destination as? RandomPhotoDestination)
    try expectEqual(router.resolve("mosaic://photo/randomly").destination as? PhotoDestination, .init(id: "randomly"))
    try expectEqual(
      router.resolve("mosaic://photo/abc/details").destination as? PhotoSectionDestination,
      .init(id: "abc", section: "details"))
  }

  @Test(arguments: ["mosaic://settings", "mosaic://photo", "mosaic://photo/a/b/c", "mosaic://gallery/2"])
  func unknownRoute_carriesURLAndKnownRoutes(url: String) throws {
    let router = try Self.router()

    expectCoreError(
      .unknownRoute,
      Payload(
        value: url, detail: "mosaic://gallery, mosaic://photo/:id, mosaic://photo/:id/:section, mosaic://photo/random")
    ) {
      _ = try router.resolve(url)
    }
  }

  @Test func unknownRoute_withNoRoutes_saysNone() {
    let error = expectCoreError(.unknownRoute, Payload(value: "mosaic://gallery", detail: "")) {
      _ = try Router(routes: []).resolve("mosaic://gallery")
    }
    expectMessage(of: error, mentioning: ["known routes are none"])
    expectEqual(error?.message(in: .german).contains("bekannte Routen sind keine"), true)
  }

  @Test(arguments: [
    "https://example.com/photo/abc", "photo/abc", "mosaic:gallery", "mosaic://", "mosaic:///photo/abc", "not a url",
    "", "%%%",
  ])
  func foreignOrMalformedURL_isInvalid(url: String) throws {
    let router = try Self.router()

    let error = expectCoreError(.invalidURL, Payload(value: url)) { _ = try router.resolve(url) }
    expectNil(error?.module)
  }

  @Test func urlAtTheLengthLimit_resolves_andOneLongerIsRefused() throws {
    let router = try Self.router()
    let prefix = "mosaic://photo/"
    let longest = prefix + String(repeating: "a", count: Router.maximumLength - prefix.utf8.count)
    let tooLong = longest + "a"

    expectEqual(longest.utf8.count, Router.maximumLength)
    try expectNotNil(router.resolve(longest).destination as? PhotoDestination)
    expectCoreError(.invalidURL, Payload(value: tooLong)) { _ = try router.resolve(tooLong) }
  }

  @Test func lengthLimit_countsBytesNotCharacters() throws {
    let router = try Self.router()
    let url = "mosaic://photo/" + String(repeating: "é", count: Router.maximumLength / 2)

    #expect(url.count < Router.maximumLength)
    expectCoreError(.invalidURL, Payload(value: url)) { _ = try router.resolve(url) }
  }

  @Test func destinationBuilderError_passesThrough() throws {
    let failure = TestFailure(description: "page must be a number")
    let router = try PluginRegistry(modules: [
      TestModule("gallery") { try $0.route("gallery", summary: "") { _ -> GalleryDestination in throw failure } }
    ]).router

    #expect(throws: failure) { _ = try router.resolve("mosaic://gallery?page=x") }
  }

  @Test func badParameter_isRefusedWhileResolving() throws {
    expectCoreError(
      .invalidRouteParameter,
      Payload(value: "mosaic://gallery?p=0", detail: "p", received: "0", allowed: "1…500")
    ) {
      _ = try Self.router().resolve("mosaic://gallery?p=0")
    }
  }
}
