import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import DataLayerLive

/// Snapshots are read without `JSONDecoder` (issue 23, sixth part): the reader must give `JSONDecoder`'s photo for
/// every snapshot Mosaic writes, and `Snapshot.decode` must accept and refuse every other text as `JSONDecoder`
/// does (the reader steps aside when unsure).
@Suite struct SnapshotPhotoTests {
  /// Photos whose fields test the decoder's rules: bounds, trims, lenient fields, escapes, every kind of text.
  static func photos() throws -> [Photo] {
    let odd = [
      "", " ", "\t lead and trail \n", "quote \" back \\ slash / done", "nul\u{0}bell\u{7}esc\u{1B}del\u{7F}",
      "line\u{2028}para\u{2029}", "Zoë Müller · 東京 👍🏽 e\u{301}", "\u{FEFF}bom", "\u{85}next\u{A0}", "</script>",
      String(repeating: "x", count: 700), String(repeating: "é", count: 130) + "  ",
      "  " + String(repeating: "a ", count: 400),
    ]
    var photos = try PhotoFixtures.photos(12)
    photos.append(try Photo.hostile("hostile-1"))
    for (index, text) in odd.enumerated() {
      let base = try PhotoFixtures.photo(index + 1)
      let user = PhotoUser(id: "u\(index)", username: text, name: text, bio: text, location: text)
      let tags = (0..<(index * 4)).map { PhotoTag(title: $0 % 3 == 0 ? " " : text + "\($0)") }
      let exif = PhotoExif(
        make: text, model: index % 2 == 0 ? nil : text, exposureTime: text, aperture: nil, focalLength: text,
        iso: [nil, -1, 0, 800, Int.max][index % 5])
      let location = PhotoLocation(name: index % 3 == 0 ? nil : text, city: text, country: nil)
      photos.append(
        Photo(
          id: "id\(index)" + text, createdAt: Date(timeIntervalSince1970: [0, -1, 1e9, 4e9][index % 4]),
          width: [1, Photo.maximumSide, 640][index % 3], height: 480, color: text,
          blurHash: index % 2 == 0 ? nil : text,
          likes: [0, -3, Int.max, Int.min + 1][index % 4], description: index % 3 == 0 ? nil : text,
          altDescription: text,
          urls: base.urls, user: user, location: location, exif: exif, tags: index == 0 ? nil : tags,
          views: [nil, -2, 0, Int.max][index % 4], downloads: index))
    }
    return photos
  }

  @Test func everySnapshotWritten_isReadAsTheDecoderReadsIt() throws {
    for photo in try Self.photos() {
      let text = try Snapshot.encode(photo)
      let fast = SnapshotPhoto.photo(text)
      #expect(fast != nil, "the reader stepped aside on \(text)")
      #expect(fast == Snapshot.foundationDecode(text), "\(text)")
    }
  }

  /// Hand-written texts at the edges of the part the reader is sure of.
  static let edges: [String] = {
    let base =
      ##""color":"#fff","created_at":"2016-05-03T15:00:28Z","height":2,"id":"a","likes":1,"##
      + ##""urls":{"full":"https://x.test/f","raw":"https://x.test/r","regular":"https://x.test/g","##
      + ##""small":"https://x.test/s","thumb":"https://x.test/t"},"user":{"id":"u","name":"N","username":"n"}"##
    let replaced = { (old: String, new: String) in "{" + base.replacingOccurrences(of: old, with: new) + "}" }
    return [
      "{" + base + ",\"width\":3}", "{" + base + "}", " {" + base + ",\"width\":3}", "{" + base + ",\"width\":3} ",
      "{" + base + ",\"width\": 3}", "{" + base + ",\"width\":3.0}", "{" + base + ",\"width\":3e0}",
      "{" + base + ",\"width\":-0}", "{" + base + ",\"width\":03}", "{" + base + ",\"width\":0}",
      "{" + base + ",\"width\":1000001}", "{" + base + ",\"width\":99999999999999999999}",
      "{" + base + ",\"width\":\"3\"}",
      "{" + base + ",\"width\":3,\"width\":4}", "{" + base + ",\"width\":3,\"id\":\"b\"}",
      "\u{FEFF}{" + base + ",\"width\":3}",
      "{" + base + ",\"width\":3,\"views\":-0}", "{" + base + ",\"width\":3,\"views\":1.5}",
      "{" + base + ",\"width\":3,\"views\":\"7\"}",
      "{" + base + ",\"width\":3,\"views\":null}", "{" + base + ",\"width\":3,\"description\":null}",
      "{" + base + ",\"width\":3,\"description\":7}", "{" + base + ",\"width\":3,\"blur_hash\":true}",
      "{" + base + ",\"width\":3,\"tags\":null}", "{" + base + ",\"width\":3,\"tags\":[1,{\"title\":\"a\"}]}",
      "{" + base + ",\"width\":3,\"tags\":[{},{\"title\":\" \"},{\"title\":\"b\"}]}",
      "{" + base + ",\"width\":3,\"tags\":{}}",
      "{" + base + ",\"width\":3,\"location\":\"Oslo\"}", "{" + base + ",\"width\":3,\"location\":null}",
      "{" + base + ",\"width\":3,\"location\":{\"city\":5}}", "{" + base + ",\"width\":3,\"exif\":{}}",
      "{" + base + ",\"width\":3,\"exif\":{\"iso\":-4}}", "{" + base + ",\"width\":3,\"exif\":{\"iso\":4.5}}",
      "{" + base + ",\"width\":3,\"extra\":[1.5,{\"a\":[true,false,null]}]}",
      "{" + base + ",\"width\":3,\"extra\":\"\\x\"}",
      "{" + base + ",\"width\":3,\"extra\":\"\\ud83d\\ude00\"}", "{" + base + ",\"width\":3,\"extra\":\"\\ud83d\"}",
      "{" + base + ",\"width\":3,\"extra\":\"\\u00e9\\u0000\\/\\b\\f\\n\\r\\t\"}",
      "{" + base + ",\"width\":3,\"extra\":\"\\u00G0\"}",
      "{" + base + ",\"width\":3,\"extra\":\"tab\there\"}",
      "{" + base + ",\"width\":3,\"extra\":" + String(repeating: "[", count: 20)
        + String(repeating: "]", count: 20) + "}",
      replaced("\"id\":\"a\"", "\"id\":\"a\\u00e9\\\"\""), replaced("\"id\":\"a\"", "\"id\":null"),
      replaced("2016-05-03T15:00:28Z", "2016-05-03T11:00:28-04:00"), replaced("2016-05-03T15:00:28Z", "2016-05-03"),
      replaced("https://x.test/t", "https://x.test/a b"), replaced("https://x.test/t", ""),
      replaced("https://x.test/t", "%zz"),
      replaced("\"name\":\"N\"", "\"name\":\"N\",\"bio\":12"),
      replaced("\"name\":\"N\"", "\"name\":\"N\",\"bio\":\"  b  \""),
      replaced("\"likes\":1", "\"likes\":-9223372036854775808"),
      replaced("\"likes\":1", "\"likes\":9223372036854775807"),
      "", "{}", "[]", "null", "{\"id\":", "{" + base + ",\"width\":3,}", "{" + base + ",\"width\":3]",
    ]
  }()

  @Test(arguments: edges)
  func handWrittenText_isDecidedAsTheDecoderDecides(text: String) {
    #expect(Snapshot.decode(text) == Snapshot.foundationDecode(text))
  }

  /// Every scalar of a snapshot deleted, doubled or replaced by a character JSON gives a meaning: the same photo
  /// or the same refusal as `JSONDecoder` each time.
  @Test func mutatedSnapshots_areDecidedAsTheDecoderDecides() throws {
    let photos = try Self.photos()
    var read = 0
    for photo in [photos[13], photos[19]] {
      let scalars = Array(try Snapshot.encode(photo).unicodeScalars)
      for index in scalars.indices {
        var variants: [[Unicode.Scalar]] = []
        var deleted = scalars
        deleted.remove(at: index)
        variants.append(deleted)
        var doubled = scalars
        doubled.insert(scalars[index], at: index)
        variants.append(doubled)
        for replacement in "\"\\ 0-.}]n1{".unicodeScalars {
          var changed = scalars
          changed[index] = replacement
          variants.append(changed)
        }
        for variant in variants {
          var text = ""
          text.unicodeScalars.append(contentsOf: variant)
          let decoded = Snapshot.decode(text)
          #expect(decoded == Snapshot.foundationDecode(text), "\(text)")
          if SnapshotPhoto.photo(text) != nil { read += 1 }
        }
      }
    }
    // Not vacuous: the reader itself read many of the variants (a digit or a letter of a text changed).
    #expect(read > 500)
  }
}
