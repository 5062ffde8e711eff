import Foundation
import Models
import Testing

@Suite struct ArticleTests {
  static let topHeadlines = Data(
    #"""
    {
      "status": "ok",
      "totalResults": 38,
      "articles": [
        {
          "source": { "id": "the-verge-example", "name": "The Verge Example" },
          "author": "Jane Reporter, Sam Writer",
          "title": "Chipmaker shares jump after record quarter - The Verge Example",
          "description": "The company beat forecasts for the third quarter in a row.",
          "url": "https://www.verge.example/2024/3/5/24091234/chipmaker-record-quarter",
          "urlToImage": "https://cdn.verge.example/uploads/chip.jpg?quality=90&strip=all&crop=0,0,100,100",
          "publishedAt": "2024-03-05T11:22:17Z",
          "content": "The company said revenue rose 40 percent from a year earlier, driven by demand for data-center chips. Analysts had expected a smaller rise, and the shares climbed in after-hours trading … [+2112 chars]"
        },
        {
          "source": { "id": null, "name": "Wire Example" },
          "author": null,
          "title": "Storm brings heavy rain to the coast",
          "description": null,
          "url": "https://wire.example/world/storm-heavy-rain-2024-03-05/",
          "urlToImage": null,
          "publishedAt": "2024-03-05T10:58:00.123Z",
          "content": null
        },
        {
          "source": { "id": null, "name": "[Removed]" },
          "author": null,
          "title": "[Removed]",
          "description": "[Removed]",
          "url": "https://removed.com",
          "urlToImage": null,
          "publishedAt": "1970-01-01T00:00:00Z",
          "content": "[Removed]"
        }
      ]
    }
    """#.utf8)

  static let sources = Data(
    #"""
    {
      "status": "ok",
      "sources": [
        {
          "id": "the-ledger",
          "name": "The Ledger",
          "description": "Markets, companies and the economy.",
          "url": "https://www.theledger.example",
          "category": "business",
          "language": "en",
          "country": "us"
        },
        {
          "id": "netzwelt-journal",
          "name": "Netzwelt Journal",
          "description": "Digitales, Software und Gadgets.",
          "url": "https://www.netzwelt-journal.example",
          "category": "technology",
          "language": "de",
          "country": "de"
        }
      ]
    }
    """#.utf8)

  @Test func decode_topHeadlines_keepsFieldsAndNulls() throws {
    let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: Self.topHeadlines)

    #expect(response.status == "ok")
    #expect(response.totalResults == 38)
    #expect(response.articles.count == 3)
    let first = response.articles[0]
    #expect(first.source == ArticleSource(id: "the-verge-example", name: "The Verge Example"))
    #expect(first.author == "Jane Reporter, Sam Writer")
    #expect(first.publishedAt == Date(timeIntervalSince1970: 1_709_637_737))
    #expect(first.content?.hasSuffix("[+2112 chars]") == true)
    #expect(first.id == "https://www.verge.example/2024/3/5/24091234/chipmaker-record-quarter")
    let second = response.articles[1]
    #expect(second.source.id == nil)
    #expect(second.author == nil)
    #expect(second.description == nil)
    #expect(second.urlToImage == nil)
    #expect(second.content == nil)
    #expect(abs(second.publishedAt.timeIntervalSince1970 - 1_709_636_280.123) < 0.0005)
  }

  @Test func decode_sources_readsCategoriesAndLanguages() throws {
    let response = try NewsJSON.decoder.decode(SourcesResponse.self, from: Self.sources)

    #expect(response.sources.map(\.id) == ["the-ledger", "netzwelt-journal"])
    #expect(response.sources.map(\.category) == [.business, .technology])
    #expect(response.sources[1].language == "de")
    #expect(response.sources[1].url.host == "www.netzwelt-journal.example")
  }

  @Test func encode_thenDecode_givesTheSameResponse() throws {
    let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: Self.topHeadlines)
    let whole = ArticlesResponse(
      totalResults: response.totalResults,
      articles: response.articles.map { article in
        Article(
          source: article.source, author: article.author, title: article.title, description: article.description,
          url: article.url, urlToImage: article.urlToImage,
          publishedAt: Date(timeIntervalSince1970: article.publishedAt.timeIntervalSince1970.rounded(.down)),
          content: article.content)
      })

    let decoded = try NewsJSON.decoder.decode(ArticlesResponse.self, from: NewsJSON.encoder.encode(whole))

    #expect(decoded == whole)
  }

  @Test func decode_articleWithoutTitle_fails() {
    let data = Data(
      #"{"source":{"id":null,"name":"X"},"url":"https://x.example/a","publishedAt":"2024-03-05T10:58:00Z"}"#.utf8)

    #expect(throws: DecodingError.self) { try NewsJSON.decoder.decode(Article.self, from: data) }
  }

  @Test func decode_unknownCategory_fails() {
    let data = Data(
      #"{"id":"x","name":"X","description":"","url":"https://x.example","category":"weather","language":"en","country":"us"}"#
        .utf8)

    #expect(throws: DecodingError.self) { try NewsJSON.decoder.decode(NewsSource.self, from: data) }
  }
}
