import Core
import Testing

@Suite struct RouterTests {
  /// A registry with the gallery and detail routes, arguments echoing what matched.
  private static func router() throws -> Router {
    try PluginRegistry(modules: [
      TestModule("gallery") { registrar in
        try registrar.route("gallery", summary: "The grid") { match in
          ["gallery"] + (match["page"].map { ["--page", $0] } ?? [])
        }
      },
      TestModule("detail") { registrar in
        try registrar.route("photo/:id", summary: "One photo") { match in ["photo", match["id"] ?? ""] }
        try registrar.route("photo/:id/:section", summary: "One section") { match in
          ["photo", match["id"] ?? "", "--section", match["section"] ?? ""]
        }
        try registrar.route("photo/random", summary: "Any photo") { _ in ["photo", "--random"] }
      },
    ]).router
  }

  @Test func galleryURL_withQuery_resolvesToArguments() throws {
    let resolution = try Self.router().resolve("mosaic://gallery?page=2")

    #expect(resolution.route.pattern == "gallery")
    #expect(resolution.route.moduleID == "gallery")
    #expect(resolution.match.query == ["page": "2"])
    #expect(resolution.match.parameters.isEmpty)
    #expect(resolution.arguments == ["gallery", "--page", "2"])
  }

  @Test(arguments: [
    ("mosaic://photo/abc123", "abc123"),
    ("mosaic://photo/Abc-123_x", "Abc-123_x"),
    ("mosaic://photo/abc%20def", "abc def"),
    ("mosaic://photo/a%2Fb", "a/b"),
    ("mosaic://photo/a%2520b", "a%20b"),
    ("mosaic://PHOTO/xyz/", "xyz"),
  ])
  func photoURL_capturesDecodedID(url: String, id: String) throws {
    let resolution = try Self.router().resolve(url)

    #expect(resolution.match.parameters == ["id": id])
    #expect(resolution.arguments == ["photo", id])
    #expect(resolution.match.url == url)
  }

  @Test func queryItems_areDecodedAndLastValueWins() throws {
    let match = try Self.router().resolve("mosaic://gallery?page=1&q=sea%20fog&page=3&flag").match

    #expect(match.query == ["page": "3", "q": "sea fog", "flag": ""])
    #expect(match["q"] == "sea fog")
    #expect(match["missing"] == nil)
  }

  @Test func pathParameter_winsOverQueryItemOfSameName() throws {
    let match = try Self.router().resolve("mosaic://photo/abc?id=other").match

    #expect(match["id"] == "abc")
    #expect(match.query["id"] == "other")
  }

  @Test func moreSpecificRoute_wins() throws {
    let router = try Self.router()

    #expect(try router.resolve("mosaic://photo/random").arguments == ["photo", "--random"])
    #expect(try router.resolve("mosaic://photo/randomly").arguments == ["photo", "randomly"])
    #expect(try router.resolve("mosaic://photo/abc/details").arguments == ["photo", "abc", "--section", "details"])
  }

  @Test(arguments: ["mosaic://settings", "mosaic://photo", "mosaic://photo/a/b/c", "mosaic://gallery/2"])
  func unknownRoute_listsKnownRoutes(url: String) throws {
    let router = try Self.router()

    expectCoreError(
      .unknownRoute,
      mentioning: [
        "No route matches '\(url)'",
        "mosaic://gallery, mosaic://photo/:id, mosaic://photo/:id/:section, mosaic://photo/random",
        "`mosaic features`",
      ]
    ) {
      _ = try router.resolve(url)
    }
  }

  @Test func unknownRoute_withNoRoutes_saysNone() {
    expectCoreError(.unknownRoute, mentioning: ["known routes are none"]) {
      _ = try Router(routes: []).resolve("mosaic://gallery")
    }
  }

  @Test(arguments: [
    "https://example.com/photo/abc", "photo/abc", "mosaic:gallery", "mosaic://", "mosaic:///photo/abc", "not a url",
    "", "%%%",
  ])
  func foreignOrMalformedURL_isInvalid(url: String) throws {
    let router = try Self.router()

    expectCoreError(.invalidURL, mentioning: ["'\(url)' is not a mosaic URL", "'mosaic://gallery?page=2'"]) {
      _ = try router.resolve(url)
    }
  }

  @Test func argumentBuilderError_passesThrough() throws {
    let failure = TestFailure(description: "page must be a number")
    let router = try PluginRegistry(modules: [
      TestModule("gallery") { try $0.route("gallery", summary: "") { _ in throw failure } }
    ]).router

    #expect(throws: failure) { _ = try router.resolve("mosaic://gallery?page=x") }
  }
}
