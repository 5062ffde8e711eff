import Foundation
import Models
import Testing

@testable import EmbeddedCatalog

@Suite struct EmbeddedPhotoCatalogTests {
  let catalog = EmbeddedPhotoCatalog.standard
  var photos: [Photo] { catalog.photos }

  @Test func standard_has342Photos() {
    #expect(photos.count == 342)
  }

  struct PageCase: Sendable, CustomTestStringConvertible {
    let page: Int
    let perPage: Int
    let count: Int
    let hasMore: Bool
    var testDescription: String { "page \(page) of \(perPage)" }
  }

  @Test(arguments: [
    PageCase(page: 1, perPage: 30, count: 30, hasMore: true),
    PageCase(page: 11, perPage: 30, count: 30, hasMore: true),
    PageCase(page: 12, perPage: 30, count: 12, hasMore: false),
    PageCase(page: 13, perPage: 30, count: 0, hasMore: false),
    PageCase(page: 1_000, perPage: 30, count: 0, hasMore: false),
    PageCase(page: 1, perPage: 342, count: 342, hasMore: false),
    PageCase(page: 1, perPage: 500, count: 342, hasMore: false),
    PageCase(page: 2, perPage: 341, count: 1, hasMore: false),
    PageCase(page: 0, perPage: 30, count: 0, hasMore: false),
    PageCase(page: -1, perPage: 30, count: 0, hasMore: false),
    PageCase(page: 1, perPage: 0, count: 0, hasMore: false),
    PageCase(page: Int.max, perPage: Int.max, count: 0, hasMore: false),
  ])
  func page_hasTheRightShape(_ testCase: PageCase) {
    let page = catalog.page(testCase.page, perPage: testCase.perPage)

    #expect(page.page == testCase.page)
    #expect(page.perPage == testCase.perPage)
    #expect(page.total == 342)
    #expect(page.photos.count == testCase.count)
    #expect(page.hasMore == testCase.hasMore)
  }

  @Test func pages_coverEveryPhotoOnceInOrder() {
    let paged = (1...12).flatMap { catalog.page($0, perPage: 30).photos }

    #expect(paged == photos)
    #expect(catalog.page(12, perPage: 30).isLast)
    #expect(!catalog.page(11, perPage: 30).isLast)
  }

  @Test func sameSeed_givesTheSameCatalog() {
    let first = EmbeddedPhotoCatalog(seed: 99, count: 40)
    let second = EmbeddedPhotoCatalog(seed: 99, count: 40)

    #expect(first.photos == second.photos)
    #expect(EmbeddedPhotoCatalog(seed: EmbeddedPhotoCatalog.standardSeed, count: 342).photos == photos)
  }

  @Test func differentSeed_givesADifferentCatalog() {
    let first = EmbeddedPhotoCatalog(seed: 1, count: 40)
    let second = EmbeddedPhotoCatalog(seed: 2, count: 40)

    #expect(first.photos != second.photos)
    #expect(Set(first.photos.map(\.id)).isDisjoint(with: second.photos.map(\.id)))
  }

  @Test func standard_isPinned() {
    // Mock-server fixtures and screenshots rely on these; a change to the generator or its word lists
    // changes them, so update them on purpose.
    #expect(photos.first?.id == "q5Aq-4pHXK9")
    #expect(photos.first?.blurHash == "LgSY5I~pof~V~Vt7j[t7fQfQfQfQ")
    #expect(photos.last?.id == "PWOSlfoc2aH")
  }

  @Test(arguments: [0, 1, 5])
  func smallCount_givesThatManyPhotos(count: Int) {
    #expect(EmbeddedPhotoCatalog(seed: 5, count: count).photos.count == count)
  }

  @Test func negativeCount_givesNoPhotos() {
    #expect(EmbeddedPhotoCatalog(seed: 5, count: -3).photos.isEmpty)
  }

  @Test func ids_areUniqueAndUnsplashShaped() {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")

    #expect(Set(photos.map(\.id)).count == photos.count)
    let allLookLikeUnsplashIDs = photos.allSatisfy { $0.id.count == 11 && $0.id.allSatisfy(allowed.contains) }
    #expect(allLookLikeUnsplashIDs)
  }

  @Test func createdAt_isStrictlyDescendingFromTheReferenceDate() {
    #expect(photos.first?.createdAt == EmbeddedPhotoCatalog.referenceDate)
    let newestFirst = zip(photos, photos.dropFirst()).allSatisfy { $0.createdAt > $1.createdAt }
    #expect(newestFirst)
  }

  @Test func authors_areVariedAndConsistent() {
    let users = Set(photos.map(\.user))
    let byID = Dictionary(grouping: users, by: \.id)
    let byUsername = Dictionary(grouping: users, by: \.username)

    #expect(users.count >= 40)
    let idsAreUnique = byID.values.allSatisfy { $0.count == 1 }
    #expect(idsAreUnique)
    let usernamesAreUnique = byUsername.values.allSatisfy { $0.count == 1 }
    #expect(usernamesAreUnique)
    #expect(Set(users.map(\.name)).count == users.count)
    let namesAndIDsAreWellFormed = users.allSatisfy { $0.name.split(separator: " ").count == 2 && $0.id.count == 11 }
    #expect(namesAndIDsAreWellFormed)
    let usernamesAreWellFormed = users.allSatisfy {
      $0.username.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || "._".contains($0)) }
    }
    #expect(usernamesAreWellFormed)
  }

  @Test func sizes_coverLandscapePortraitAndSquare() {
    let sizesArePlausible = photos.allSatisfy { (2000...6400).contains($0.width) && $0.height > 0 }
    #expect(sizesArePlausible)
    let enoughLandscape = photos.filter { $0.width > $0.height }.count >= 100
    #expect(enoughLandscape)
    let enoughPortrait = photos.filter { $0.width < $0.height }.count >= 60
    #expect(enoughPortrait)
    let enoughSquare = photos.filter { $0.width == $0.height }.count >= 10
    #expect(enoughSquare)
  }

  @Test func likes_vary() {
    let likes = photos.map(\.likes)

    let likesAreNotNegative = likes.allSatisfy { $0 >= 0 }
    #expect(likesAreNotNegative)
    #expect((likes.min() ?? 0) < 20)
    #expect((likes.max() ?? 0) > 1_500)
    #expect(Set(likes).count > 150)
  }

  @Test func descriptions_areVariedAndSometimesMissing() {
    let missingDescription = photos.filter { $0.description == nil }.count
    let missingAlt = photos.filter { $0.altDescription == nil }.count
    let missingBoth = photos.filter { $0.description == nil && $0.altDescription == nil }

    #expect((25...80).contains(missingDescription))
    #expect((25...80).contains(missingAlt))
    #expect(!missingBoth.isEmpty)
    let missingBothShowTheStandIn = missingBoth.allSatisfy { $0.displayDescription == Photo.missingDescription }
    #expect(missingBothShowTheStandIn)
    #expect(Set(photos.compactMap(\.description)).count >= 150)
    #expect(Set(photos.compactMap(\.altDescription)).count >= 150)
    let descriptionsAreSentences = photos.compactMap(\.description).allSatisfy {
      $0.first?.isUppercase == true && !$0.contains("{")
    }
    #expect(descriptionsAreSentences)
    let altDescriptionsAreLowercase = photos.compactMap(\.altDescription).allSatisfy {
      $0.first?.isLowercase == true && !$0.contains("{")
    }
    #expect(altDescriptionsAreLowercase)
  }

  @Test func colors_areHexAndVaried() {
    let colorsRoundTrip = photos.allSatisfy { RGBColor(hex: $0.color)?.hex == $0.color }
    #expect(colorsRoundTrip)
    #expect(Set(photos.map(\.color)).count >= 300)
  }

  @Test func blurHashes_areValidAndMatchTheColor() throws {
    for photo in photos {
      let hash = try #require(photo.blurHash)
      #expect(try BlurHash.componentCounts(of: hash) == (x: 4, y: 3))
      let color = try #require(RGBColor(hex: photo.color))
      #expect(try BlurHash.averageColor(of: hash).maximumChannelDistance(to: color) <= 16, "\(photo.id)")
    }
    #expect(Set(photos.compactMap(\.blurHash)).count == photos.count)
  }

  @Test func urls_useTheEmbeddedScheme() throws {
    let photo = try #require(photos.first)

    #expect(photo.urls.raw.absoluteString == "embedded://photos/\(photo.id)")
    #expect(photo.urls.full.absoluteString == "embedded://photos/\(photo.id)?w=4000")
    #expect(photo.urls.regular.absoluteString == "embedded://photos/\(photo.id)?w=1080")
    #expect(photo.urls.small.absoluteString == "embedded://photos/\(photo.id)?w=400")
    #expect(photo.urls.thumb.absoluteString == "embedded://photos/\(photo.id)?w=200")
    let rawURLsAreEmbedded = photos.allSatisfy {
      $0.urls.raw.scheme == "embedded" && $0.urls.raw.lastPathComponent == $0.id
    }
    #expect(rawURLsAreEmbedded)
  }

  @Test func photoID_findsEveryPhotoAndNothingElse() {
    let detailsMatchTheFactory = photos.allSatisfy { catalog.photo(id: $0.id) == PhotoDetailsFactory.details($0) }
    #expect(detailsMatchTheFactory)
    #expect(catalog.photo(id: "missing1234") == nil)
    #expect(catalog.photo(id: "") == nil)
  }

  @Test func search_matchesDescriptionsIgnoringCase() throws {
    let results = catalog.search("DOLOMITES")

    #expect(!results.isEmpty)
    let allMentionTheDolomites = results.allSatisfy { photo in
      [photo.description, photo.altDescription].contains { $0?.lowercased().contains("dolomites") == true }
    }
    #expect(allMentionTheDolomites)
    let expected = photos.filter { $0.description?.contains("the Dolomites") == true }
    #expect(results == expected)
  }

  @Test func search_matchesAltDescriptionsAuthorsAndUsernames() throws {
    let photoFound = photos.first { $0.description == nil && $0.altDescription != nil }
    let photo = try #require(photoFound)
    let alt = try #require(photo.altDescription)

    #expect(catalog.search(alt.uppercased()).contains(photo))
    #expect(catalog.search(photo.user.name.lowercased()).contains(photo))
    #expect(catalog.search(photo.user.username).contains(photo))
    let photosOfTheUser = photos.filter { $0.user == photo.user }
    #expect(catalog.search(photo.user.name) == photosOfTheUser)
  }

  @Test(arguments: ["", "   ", "zzzz-no-such-photo"])
  func search_blankOrUnknown_findsNothing(query: String) {
    #expect(catalog.search(query).isEmpty)
  }
}

@Suite struct EmbeddedPhotoDetailsTests {
  @Test func aPhotosPage_hasDetailsTheListDoesNot() throws {
    let catalog = EmbeddedPhotoCatalog.standard
    let listed = try #require(catalog.page(1, perPage: 30).photos.first)
    let page = try #require(catalog.photo(id: listed.id))

    #expect(listed.views == nil && listed.exif == nil)
    #expect(page.views != nil && page.downloads != nil && page.tags?.isEmpty == false)
    #expect(page.id == listed.id && page.createdAt == listed.createdAt && page.user.username == listed.user.username)
  }

  @Test func details_areTheSameOnEveryRun() {
    let first = EmbeddedPhotoCatalog(seed: EmbeddedPhotoCatalog.standardSeed, count: 40).photos.map {
      PhotoDetailsFactory.details($0)
    }
    let again = EmbeddedPhotoCatalog.standard.page(1, perPage: 40).photos.map { PhotoDetailsFactory.details($0) }

    #expect(first == again)
    let someWithExifAndSomeWithLocation = first.contains { $0.exif != nil } && first.contains { $0.location != nil }
    #expect(someWithExifAndSomeWithLocation)
    let someWithABio = first.contains { $0.user.bio != nil }
    #expect(someWithABio)
  }

  @Test func photosByUsername_areTheAuthorsOwn_newestFirst() throws {
    let catalog = EmbeddedPhotoCatalog.standard
    let author = try #require(catalog.photos.first).user
    let photos = catalog.photos(byUsername: author.username.uppercased())

    #expect(!photos.isEmpty)
    let allByTheAuthor = photos.allSatisfy { $0.user.id == author.id }
    #expect(allByTheAuthor)
    #expect(photos.map(\.createdAt) == photos.map(\.createdAt).sorted(by: >))
    #expect(catalog.photos(byUsername: "nobody-here").isEmpty)
  }
}

@Suite struct EmbeddedPhotographerProfileTests {
  @Test func aProfile_isMadeFromTheAuthorsOwnPhotos() throws {
    let catalog = EmbeddedPhotoCatalog.standard
    let first = try #require(catalog.photos.first)
    let author = first.user
    let profile = try #require(catalog.profile(username: author.username.uppercased()))
    let page = try #require(catalog.photo(id: first.id))

    #expect(profile.id == author.id && profile.username == author.username && profile.name == author.name)
    #expect(profile.totalPhotos == catalog.photos(byUsername: author.username).count)
    // What the author's photo pages say about them, the profile says too.
    #expect(profile.bio == page.user.bio && profile.location == page.user.location)
  }

  @Test func nobody_hasNoProfile() {
    #expect(EmbeddedPhotoCatalog.standard.profile(username: "nobody-here") == nil)
  }

  @Test func everyAuthor_hasAProfile_withAtLeastOnePhoto() {
    let catalog = EmbeddedPhotoCatalog.standard
    let usernames = Set(catalog.photos.map(\.user.username))
    let everyProfileHasAPhoto = usernames.allSatisfy { (catalog.profile(username: $0)?.totalPhotos ?? 0) >= 1 }
    #expect(everyProfileHasAPhoto)
  }
}
