import ArticleExtraction
import Foundation
import TestExpectations
import Testing

@Suite struct ArticleExtractorTests {
  let extractor = ArticleExtractor()

  func extract(_ html: String, contentType: String? = "text/html; charset=utf-8") throws -> ExtractedArticle {
    try extractor.extract(Fixtures.bytes(html), contentType: contentType, pageURL: Fixtures.pageURL)
  }

  @Test func keepsTheArticle_dropsNavigationSidebarFooterAndScripts() throws {
    let article = try extract(Fixtures.page(article: (1...4).map { "<p>\(Fixtures.paragraph($0))</p>" }.joined()))
    let text = article.plainText
    for n in 1...4 { #expect(text.contains("Paragraph \(n) of the story")) }
    for furniture in ["World", "Business", "Most read", "Another story", "Copyright", "tracking script"] {
      #expect(!text.contains(furniture), "'\(furniture)' is furniture")
    }
    #expect(article.blocks.count == 4)
  }

  @Test func dropsShareBarsCommentsRelatedLinksAdsAndCaptions() throws {
    let body = """
      <div class="byline">By Ada Reporter and Bo Writer, our markets desk</div>
      <p class="timestamp">Updated May 2, 2024 at 9:30</p>
      <p>\(Fixtures.paragraph(1))</p>
      <div class="share-bar"><a href="https://facebook.com/share">Share on Facebook</a> <a href="#">Tweet</a></div>
      <figure><img src="/img/chart.png" alt="A chart"><figcaption>The index, in points. Photo: Agency</figcaption>
      </figure>
      <p>\(Fixtures.paragraph(2))</p>
      <div class="ad-slot">Advertisement: buy a boat today and save twenty percent on the second boat</div>
      <div class="related-stories"><h4>Related</h4><ul><li><a href="/x">Rates explained</a></li>
        <li><a href="/y">What a cut would mean</a></li></ul></div>
      <p>\(Fixtures.paragraph(3))</p>
      <section id="comments"><h3>Comments</h3><p>Reader one says this article is wrong about the rates.</p></section>
      """
    let text = try extract(Fixtures.page(article: body)).plainText
    for n in 1...3 { #expect(text.contains("Paragraph \(n) of the story")) }
    let boilerplate = [
      "Share on Facebook", "Tweet", "Advertisement", "Rates explained", "Reader one", "Photo: Agency", "Ada Reporter",
      "Updated May",
    ]
    for boilerplate in boilerplate {
      #expect(!text.contains(boilerplate), "'\(boilerplate)' is not the article")
    }
  }

  @Test func keepsHeadingsListsQuotesAndPreformattedText() throws {
    let body = """
      <p>\(Fixtures.paragraph(1))</p>
      <h2>What the bank said</h2>
      <p>\(Fixtures.paragraph(2))</p>
      <blockquote><p>We will act when the data tell us to, and not a day before that, whatever markets expect.</p>
      </blockquote>
      <ol start="3"><li>Rates held at five percent for the fourth time.</li><li>Inflation fell again.</li></ol>
      <ul><li>Shares rose everywhere.</li></ul>
      <pre>rate  5.00\nindex 4,812</pre>
      <p>\(Fixtures.paragraph(3))</p>
      """
    let blocks = try extract(Fixtures.page(article: body)).blocks
    #expect(blocks.contains(.heading(level: 2, text: "What the bank said", links: [])))
    #expect(
      blocks.contains(
        .quote(
          text: "We will act when the data tell us to, and not a day before that, whatever markets expect.",
          links: [])))
    #expect(blocks.contains(.listItem(ordinal: 3, text: "Rates held at five percent for the fourth time.", links: [])))
    #expect(blocks.contains(.listItem(ordinal: 4, text: "Inflation fell again.", links: [])))
    #expect(blocks.contains(.listItem(ordinal: nil, text: "Shares rose everywhere.", links: [])))
    #expect(blocks.contains(.preformatted(text: "rate  5.00\nindex 4,812")))
    // The headline is the article's title, shown apart, never a block again.
    expectNone(blocks) { $0.text == "Markets rally as rates hold" }
  }

  @Test func numbersLinksInReadingOrder_absoluteAndOnce() throws {
    let body = """
      <p>\(Fixtures.paragraph(1)) See <a href="/reports/q1.pdf">the report</a> and
      <a href="https://bank.example.org/statement">the statement</a>.</p>
      <p>\(Fixtures.paragraph(2)) Again <a href="../../../reports/q1.pdf">the same report</a>,
      <a href="javascript:alert(1)">a script</a>, <a href="mailto:desk@example.com">the desk</a>.</p>
      """
    let article = try extract(Fixtures.page(article: body))
    #expect(article.links.map(\.number) == [1, 2])
    #expect(
      article.links.map(\.url.absoluteString) == [
        "https://news.example.com/reports/q1.pdf", "https://bank.example.org/statement",
      ])
    #expect(article.links.first?.text == "the report")
    #expect(article.blocks.map(\.links) == [[1, 2], [1]])
  }

  @Test func readsTitleBylineDateSiteAndLeadImageFromMetadata() throws {
    let head = """
      <meta property="og:title" content="Markets rally as rates hold">
      <meta property="og:site_name" content="Example News">
      <meta property="og:image" content="/images/lead.jpg">
      <meta name="author" content="Ada Reporter">
      <meta property="article:published_time" content="2024-05-02T09:30:00Z">
      """
    let article = try extract(Fixtures.page(head: head, article: "<p>\(Fixtures.paragraph(1))</p>"))
    #expect(article.title == "Markets rally as rates hold")
    #expect(article.byline == "Ada Reporter")
    #expect(article.published == "2024-05-02T09:30:00Z")
    #expect(article.siteName == "Example News")
    #expect(article.leadImage?.absoluteString == "https://news.example.com/images/lead.jpg")
  }

  @Test func readsStructuredData_whenThereAreNoMetaTags() throws {
    let head = """
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},
      {"@type":"NewsArticle","headline":"Rates hold","author":[{"@type":"Person","name":"Ada Reporter"},
      {"@type":"Person","name":"Bo Writer"}],"datePublished":"2024-05-02","image":{"url":"https://cdn.example.com/a.jpg"}}]}
      </script>
      """
    let article = try extract(Fixtures.page(head: head, article: "<p>\(Fixtures.paragraph(1))</p>"))
    #expect(article.title == "Rates hold")
    #expect(article.byline == "Ada Reporter, Bo Writer")
    #expect(article.published == "2024-05-02")
    #expect(article.leadImage?.absoluteString == "https://cdn.example.com/a.jpg")
  }

  @Test func leadImage_isTheArticlesFirstPicture_whenThePageNamesNone() throws {
    let body = """
      <p>\(Fixtures.paragraph(1))</p><img src="/pixel.gif" width="1" height="1">
      <img data-src="/photos/floor.jpg" src="data:image/gif;base64,R0lGOD" alt="The trading floor">
      <p>\(Fixtures.paragraph(2))</p>
      """
    let article = try extract(Fixtures.page(article: body))
    let floor = try #require(URL(string: "https://news.example.com/photos/floor.jpg"))
    #expect(article.leadImage == floor)
    #expect(article.blocks.contains(.image(url: floor, caption: "The trading floor")))
    expectNone(article.blocks) { if case .image(let url, _) = $0 { url.path == "/pixel.gif" } else { false } }
  }

  @Test func findsTheArticleWithoutHelpfulMarkup() throws {
    let paragraphs = (1...5).map { "<div>\(Fixtures.paragraph($0))</div>" }.joined()
    let html = """
      <html><body><div><a href="/">Home</a> | <a href="/about">About</a> | <a href="/contact">Contact</a></div>
      <div><div>\(paragraphs)</div></div>
      <div><a href="/1">One link</a><a href="/2">Two links</a><a href="/3">Three links</a></div></body></html>
      """
    let text = try extract(html).plainText
    for n in 1...5 { #expect(text.contains("Paragraph \(n) of the story")) }
    #expect(!text.contains("Contact"))
    #expect(!text.contains("Three links"))
  }
}
