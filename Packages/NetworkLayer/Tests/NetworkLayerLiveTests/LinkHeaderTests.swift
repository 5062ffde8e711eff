import Foundation
import Testing

@testable import NetworkLayerLive

@Suite struct LinkHeaderTests {
  @Test func parsesUnsplashLinks() {
    let header = LinkHeader(
      "<https://api.unsplash.com/photos?page=1&per_page=30>; rel=\"first\", "
        + "<https://api.unsplash.com/photos?page=1&per_page=30>; rel=\"prev\", "
        + "<https://api.unsplash.com/photos?page=12&per_page=30>; rel=\"last\", "
        + "<https://api.unsplash.com/photos?page=3&per_page=30>; rel=\"next\"")
    #expect(header.url(for: "next")?.absoluteString == "https://api.unsplash.com/photos?page=3&per_page=30")
    #expect(header.url(for: "LAST")?.absoluteString == "https://api.unsplash.com/photos?page=12&per_page=30")
    #expect(header.links.count == 4)
  }

  @Test func toleratesCommasInURLs_unquotedRelations_andSeveralRelations() {
    let header = LinkHeader("<https://x.example/a?ids=1,2>; rel=next, <https://x.example/b>; rel=\"prev first\"")
    #expect(header.url(for: "next")?.absoluteString == "https://x.example/a?ids=1,2")
    #expect(header.url(for: "first")?.absoluteString == "https://x.example/b")
    #expect(header.url(for: "prev")?.absoluteString == "https://x.example/b")
  }

  @Test(arguments: ["", "garbage", "<>; rel=next", "<https://x.example>"])
  func ignoresMalformedValues(_ value: String) {
    #expect(LinkHeader(value).url(for: "next") == nil)
  }
}
