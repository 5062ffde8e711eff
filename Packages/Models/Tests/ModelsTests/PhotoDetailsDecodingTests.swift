import Foundation
import Models
import Testing

/// The fields only `GET /photos/:id` answers: read as Unsplash sends them, and never a reason to refuse the photo.
@Suite struct PhotoDetailsDecodingTests {
  /// A photo as `GET /photos/:id` answers it, with `extras` spliced into its object and `user` as its user's.
  static func json(_ extras: String, user: String = #""bio": "Hi", "location": "Oslo""#) -> Data {
    Data(
      """
      {"id": "abc", "created_at": "2016-05-03T11:00:28-04:00", "width": 400, "height": 300, "color": "#112233",
       "blur_hash": null, "likes": 3, "description": null, "alt_description": null,
       "urls": {"raw": "https://x/r", "full": "https://x/f", "regular": "https://x/g", "small": "https://x/s",
                "thumb": "https://x/t"},
       "user": {"id": "u1", "username": "jane", "name": "Jane", \(user)}\(extras.isEmpty ? "" : ", " + extras)}
      """.utf8)
  }

  @Test func decode_unsplashPhotoPage_keepsLocationExifTagsAndCounts() throws {
    let photo = try UnsplashJSON.decoder.decode(
      Photo.self,
      from: Self.json(
        """
        "exif": {"make": "Canon", "model": "Canon EOS 40D", "name": "Canon, EOS 40D",
                 "exposure_time": "0.011111111111111112", "aperture": "4.970854", "focal_length": "37", "iso": 100},
        "location": {"name": "Montreal, Canada", "city": "Montreal", "country": "Canada",
                     "position": {"latitude": 45.47, "longitude": -73.57}},
        "tags": [{"type": "search", "title": "canada"}, {"type": "landing_page", "title": "city"}],
        "views": 1035, "downloads": 74
        """))

    #expect(
      photo.exif
        == PhotoExif(
          make: "Canon", model: "Canon EOS 40D", exposureTime: "0.011111111111111112", aperture: "4.970854",
          focalLength: "37", iso: 100))
    #expect(photo.location == PhotoLocation(name: "Montreal, Canada", city: "Montreal", country: "Canada"))
    #expect(photo.tags == [PhotoTag(title: "canada"), PhotoTag(title: "city")])
    #expect(photo.views == 1035)
    #expect(photo.downloads == 74)
    #expect(photo.user.bio == "Hi")
    #expect(photo.user.location == "Oslo")
  }

  @Test func decode_aListedPhoto_hasNoneOfThem() throws {
    let photo = try UnsplashJSON.decoder.decode(Photo.self, from: Self.json("", user: #""bio": null"#))

    #expect(photo.exif == nil && photo.location == nil && photo.tags == nil && photo.views == nil)
    #expect(photo.user.bio == nil && photo.user.location == nil)
  }

  struct HostileCase: Sendable, CustomTestStringConvertible {
    let id: String
    let extras: String
    let check: @Sendable (Photo) -> Bool
    var testDescription: String { id }
  }

  static let hostile: [HostileCase] = [
    HostileCase(id: "views past Int saturate", extras: #""views": 1e300, "downloads": 99999999999999999999999"#) {
      $0.views == Int.max && $0.downloads == Int.max
    },
    HostileCase(id: "negative and non-numbers are missing", extras: #""views": -5, "downloads": {"a": 1}"#) {
      $0.views == nil && $0.downloads == nil
    },
    HostileCase(id: "exif of the wrong type is missing", extras: #""exif": [1, 2, 3]"#) { $0.exif == nil },
    HostileCase(id: "an exif of nulls is missing", extras: #""exif": {"make": null, "iso": null}"#) { $0.exif == nil },
    HostileCase(
      id: "exif numbers read as text, ISO past Int saturates", extras: #""exif": {"aperture": 2.8, "iso": 1e40}"#
    ) {
      $0.exif?.aperture == "2.8" && $0.exif?.iso == Int.max
    },
    HostileCase(id: "tags skip what is not a tag", extras: #""tags": [7, {"title": 3}, null, {"title": "sea"}, "x"]"#) {
      $0.tags == [PhotoTag(title: "3"), PhotoTag(title: "sea")]
    },
    HostileCase(id: "a location that is text is missing", extras: #""location": "Paris""#) { $0.location == nil },
    HostileCase(
      id: "a long tag list is cut",
      extras: "\"tags\": [" + Array(repeating: #"{"title": "t"}"#, count: 500).joined(separator: ",") + "]"
    ) { $0.tags?.count == PhotoTag.maximumCount },
    HostileCase(
      id: "long text is bounded",
      extras: "\"exif\": {\"make\": \"\(String(repeating: "m", count: 10_000))\"}"
    ) { $0.exif?.make?.count == PhotoExif.maximumLength },
  ]

  @Test(arguments: hostile)
  func decode_hostileField_keepsThePhoto(_ entry: HostileCase) throws {
    let photo = try UnsplashJSON.decoder.decode(Photo.self, from: Self.json(entry.extras))

    #expect(photo.id == "abc")
    #expect(entry.check(photo))
  }

  @Test func decode_hostileUser_boundsTheBioAndDropsAWrongLocation() throws {
    let bio = String(repeating: "b", count: 50_000)
    let photo = try UnsplashJSON.decoder.decode(
      Photo.self, from: Self.json("", user: "\"bio\": \"\(bio)\", \"location\": [1]"))

    #expect(photo.user.bio?.count == PhotoUser.maximumBioLength)
    #expect(photo.user.location == nil)
  }

  @Test func encode_thenDecode_keepsTheDetails() throws {
    let photo = try UnsplashJSON.decoder.decode(
      Photo.self, from: Self.json(#""exif": {"make": "Nikon", "iso": 200}, "views": 10, "tags": [{"title": "a"}]"#))

    let again = try UnsplashJSON.decoder.decode(Photo.self, from: UnsplashJSON.encoder.encode(photo))

    #expect(again == photo)
  }
}
