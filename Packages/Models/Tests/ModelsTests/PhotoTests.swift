import Foundation
import Models
import Testing

@Suite struct PhotoTests {
  @Test func decode_realUnsplashList_keepsFieldsAndIgnoresExtras() throws {
    let photos = try UnsplashJSON.decoder.decode([Photo].self, from: UnsplashFixtures.photoList)

    #expect(photos.count == 2)
    let first = photos[0]
    #expect(first.id == "LBI7cgq3pbM")
    #expect(first.width == 5245)
    #expect(first.height == 3497)
    #expect(first.color == "#60544D")
    #expect(first.blurHash == "LoC%a7IoIVxZ_NM|M{s:%hRjWAo0")
    #expect(first.likes == 12)
    #expect(first.description == "A man drinking a coffee.")
    #expect(first.altDescription == "man in black jacket holding white ceramic mug")
    #expect(first.urls.regular.absoluteString.hasSuffix("w=1080&fit=max"))
    #expect(
      first.user
        == PhotoUser(
          id: "pXhwzz1JtQU", username: "poorkane", name: "Gilbert Kane", bio: "XO", location: "Way out there"))
  }

  @Test func decode_dateWithOffset_isTheSameInstantInUTC() throws {
    let photos = try UnsplashJSON.decoder.decode([Photo].self, from: UnsplashFixtures.photoList)

    // 2016-05-03T11:00:28-04:00 is 15:00:28 UTC.
    #expect(photos[0].createdAt == Date(timeIntervalSince1970: 1_462_287_628))
  }

  @Test func decode_fractionalSeconds_keepsTheMilliseconds() throws {
    let photos = try UnsplashJSON.decoder.decode([Photo].self, from: UnsplashFixtures.photoList)

    // 2023-02-08T09:12:44.123Z
    #expect(abs(photos[1].createdAt.timeIntervalSince1970 - 1_675_847_564.123) < 0.0005)
  }

  @Test func decode_nulls_becomeNil() throws {
    let photo = try UnsplashJSON.decoder.decode([Photo].self, from: UnsplashFixtures.photoList)[1]

    #expect(photo.description == nil)
    #expect(photo.altDescription == nil)
    #expect(photo.blurHash == nil)
    #expect(photo.user.name == "Ørjan Sæther")
    #expect(photo.displayDescription == Photo.missingDescription)
  }

  @Test func encode_thenDecode_givesTheSamePhotos() throws {
    let photos = try UnsplashJSON.decoder.decode([Photo].self, from: UnsplashFixtures.photoList)
    // The encoder writes whole seconds, so compare photos whose dates have none.
    let whole = photos.map { photo in
      Photo(
        id: photo.id, createdAt: Date(timeIntervalSince1970: photo.createdAt.timeIntervalSince1970.rounded(.down)),
        width: photo.width, height: photo.height, color: photo.color, blurHash: photo.blurHash, likes: photo.likes,
        description: photo.description, altDescription: photo.altDescription, urls: photo.urls, user: photo.user)
    }

    let data = try UnsplashJSON.encoder.encode(whole)
    let decoded = try UnsplashJSON.decoder.decode([Photo].self, from: data)

    #expect(decoded == whole)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"created_at\":\"2016-05-03T15:00:28Z\""))
    #expect(text.contains("\"alt_description\""))
  }

  @Test(arguments: [
    ("created_at", "\"2016-05-03 11:00:28\""),
    ("created_at", "\"yesterday\""),
    ("created_at", "\"2016-05-03T11:00:28\""),
    ("created_at", "1462287628"),
    ("width", "\"wide\""),
    ("urls", "{\"raw\": \"https://x.example/r\"}"),
  ])
  func decode_malformedField_fails(field: String, value: String) {
    #expect(throws: DecodingError.self) {
      try UnsplashJSON.decoder.decode(Photo.self, from: UnsplashFixtures.photo(replacing: field, with: value))
    }
  }

  @Test(arguments: ["id", "created_at", "width", "height", "color", "likes", "urls", "user"])
  func decode_missingRequiredField_fails(field: String) {
    #expect(throws: DecodingError.self) {
      try UnsplashJSON.decoder.decode(Photo.self, from: UnsplashFixtures.photo(replacing: field, with: nil))
    }
  }

  @Test(arguments: ["description", "alt_description", "blur_hash"])
  func decode_missingOptionalField_isNil(field: String) throws {
    let photo = try UnsplashJSON.decoder.decode(Photo.self, from: UnsplashFixtures.photo(replacing: field, with: nil))

    #expect(photo.id == "abc123DEF45")
  }

  struct DescriptionCase: Sendable, CustomTestStringConvertible {
    let id: String
    let description: String?
    let altDescription: String?
    let expected: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    DescriptionCase(id: "description", description: "Sunrise", altDescription: "orange sky", expected: "Sunrise"),
    DescriptionCase(id: "trimmed", description: "  Sunrise \n", altDescription: nil, expected: "Sunrise"),
    DescriptionCase(id: "blank description", description: "   ", altDescription: "orange sky", expected: "orange sky"),
    DescriptionCase(id: "empty description", description: "", altDescription: "orange sky", expected: "orange sky"),
    DescriptionCase(id: "alt only", description: nil, altDescription: "orange sky", expected: "orange sky"),
    DescriptionCase(id: "blank both", description: " ", altDescription: "\t", expected: "No description"),
    DescriptionCase(id: "neither", description: nil, altDescription: nil, expected: "No description"),
  ])
  func displayDescription_fallsBack(_ testCase: DescriptionCase) {
    let photo = Self.photo(description: testCase.description, altDescription: testCase.altDescription)

    #expect(photo.displayDescription == testCase.expected)
  }

  static func photo(description: String?, altDescription: String?) -> Photo {
    let url = URL(fileURLWithPath: "/photo.jpg")
    return Photo(
      id: "p1", createdAt: Date(timeIntervalSince1970: 0), width: 10, height: 10, color: "#000000", blurHash: nil,
      likes: 0, description: description, altDescription: altDescription,
      urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
      user: PhotoUser(id: "u1", username: "someone", name: "Some One"))
  }
}
