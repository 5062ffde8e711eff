import Foundation
import Models
import Testing

/// Article links as they arrive (issue 19): only web addresses are accepted, and one article with a bad or
/// empty link costs itself, never the page.
@Suite struct ArticleLinkTests {
  static func page(_ links: [String?]) -> Data {
    let articles = links.enumerated().map { index, link in
      let url = link.map { "\"url\":\"\($0)\"," } ?? ""
      return
        #"{"source":{"id":null,"name":"Wire"},"title":"Story \#(index)",\#(url)"publishedAt":"2024-03-05T10:58:00Z"}"#
    }
    return Data(#"{"status":"ok","totalResults":99,"articles":[\#(articles.joined(separator: ","))]}"#.utf8)
  }

  @Test func badLinks_dropTheirArticle_andKeepThePage() throws {
    let links: [String?] = [
      "https://wire.example/a", "--new-window", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "",
      nil, "ftp://wire.example/b", "HTTP://Wire.example/c",
    ]
    let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: Self.page(links))
    #expect(response.articles.map(\.title) == ["Story 0", "Story 8"])
    let everyArticleHasAWebAddress = response.articles.allSatisfy { $0.hasWebAddress }
    #expect(everyArticleHasAWebAddress)
    #expect(response.totalResults == 99)
    #expect(response.servedCount == links.count, "a page with dropped articles still counts as full")
  }

  @Test func anotherBrokenArticle_stillFailsThePage() {
    let data = Data(
      #"{"status":"ok","totalResults":1,"articles":[{"source":{"id":null,"name":"X"},"url":"https://x.example/a"}]}"#
        .utf8)
    #expect(throws: DecodingError.self) { try NewsJSON.decoder.decode(ArticlesResponse.self, from: data) }
  }

  @Test(arguments: [
    ("https://techcrunch.com/a", true), ("http://127.0.0.1:9/a", true), ("javascript:alert(1)", false),
    ("file:///etc/passwd", false), ("data:text/html,hi", false), ("--new-window", false), ("mailto:a@b.example", false),
    ("https:///path", false),
  ])
  func isWebAddress_acceptsOnlyHTTPWithAHost(link: String, expected: Bool) throws {
    let url = try #require(URL(string: link))
    #expect(Article.isWebAddress(url) == expected)
  }

  @Test func aSavedArticle_keepsWhateverLinkItHas() throws {
    // Reading one article (a saved snapshot) never checks its link: what a person saved stays readable.
    let data = Data(
      #"{"source":{"id":null,"name":"X"},"title":"T","url":"javascript:alert(1)","publishedAt":"2024-03-05T10:58:00Z"}"#
        .utf8)
    #expect(try NewsJSON.decoder.decode(Article.self, from: data).url.absoluteString == "javascript:alert(1)")
  }
}
