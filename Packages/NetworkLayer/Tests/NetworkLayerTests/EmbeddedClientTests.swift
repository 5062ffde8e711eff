import Foundation
import Models
import NetworkLayer
import Testing

@Suite struct EmbeddedClientTests {
  @Test func photos_listAndFind_liveFromTheCatalog() async throws {
    let photos = PhotoClient.embedded()
    let page = try await photos.listPhotos(1, 30)
    #expect(page.value.photos.count == 30)
    #expect(page.value.hasMore)
    #expect(page.freshness == .live)
    let first = try #require(page.value.photos.first)
    // The photo endpoint's answer: the listed photo, plus what only that endpoint gives (issue 22's details).
    let found = try await photos.photo(first.id).value
    #expect(found.id == first.id && found.urls == first.urls && found.blurHash == first.blurHash)
    #expect(found.user.username == first.user.username && found.likes == first.likes)
    #expect(found.exif != nil && found.views != nil && first.exif == nil)
    #expect(photos.source == .embedded)
  }

  @Test func photos_unknownId_isNotFound_withTheIdAsItsValue() async throws {
    let error = await #expect(throws: NetworkError.self) { try await PhotoClient.embedded().photo("nope") }
    #expect(error?.code == .notFound)
    #expect(error?.value == "nope")
    #expect(error?.service == nil)
    #expect(error?.status == nil)
    #expect(error?.allowsStaleFallback == false)
  }

  @Test func news_pagesHeadlinesByCategory() async throws {
    let news = NewsClient.embedded()
    let page = try await news.topHeadlines(HeadlinesQuery(category: .business, country: nil, page: 1, pageSize: 12))
    #expect(page.value.articles.count == 12)
    #expect(page.value.totalResults >= 24)
    #expect(try await news.sources().value.sources.isEmpty == false)
    #expect(news.provider == .embedded)
  }

  @Test func failingClients_throwUnexpected_namingTheCall() async throws {
    let list = await #expect(throws: NetworkError.self) { try await PhotoClient.failing.listPhotos(1, 30) }
    #expect(list?.code == .unexpected)
    #expect(list?.value == "PhotoClient.listPhotos")
    let photo = await #expect(throws: NetworkError.self) { try await PhotoClient.failing.photo("p001") }
    #expect(photo?.value == "PhotoClient.photo")
    let headlines = await #expect(throws: NetworkError.self) {
      try await NewsClient.failing.topHeadlines(HeadlinesQuery())
    }
    #expect(headlines?.value == "NewsClient.topHeadlines")
    let sources = await #expect(throws: NetworkError.self) { try await NewsClient.failing.sources() }
    #expect(sources?.code == .unexpected)
    #expect(sources?.value == "NewsClient.sources")
  }

  @Test func sources_haveStableIdsAndNames() throws {
    let url = try #require(URL(string: "https://api.unsplash.com"))
    #expect(PhotoSource.embedded.id == "embedded")
    #expect(PhotoSource.unsplash(url).id == "unsplash https://api.unsplash.com")
    #expect("\(PhotoSource.unsplash(url))" == "Unsplash at https://api.unsplash.com")
    #expect("\(NewsProvider.embedded)" == "the embedded news catalog")
  }
}
