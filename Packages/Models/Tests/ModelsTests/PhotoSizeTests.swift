import Foundation
import Models
import Testing

/// A photo's width and height are bad data outside `1...Photo.maximumSide` (issue 19: a width of 2⁶³−1 was kept
/// as the last good answer and trapped every later start).
@Suite struct PhotoSizeTests {
  static func photo(width: String, height: String) -> Data {
    Data(
      #"""
      {"id":"p1","created_at":"2016-05-03T11:00:28-04:00","width":\#(width),"height":\#(height),"color":"#60544D",
       "blur_hash":null,"likes":1,"description":null,"alt_description":null,
       "urls":{"raw":"https://i.example/r","full":"https://i.example/f","regular":"https://i.example/g",
               "small":"https://i.example/s","thumb":"https://i.example/t"},
       "user":{"id":"u","username":"u","name":"U"}}
      """#.utf8)
  }

  @Test(arguments: [
    ("9223372036854775807", "10"), ("10", "9223372036854775807"), ("0", "10"), ("10", "-1"), ("1000001", "10"),
  ])
  func anImpossibleSize_isRefused_namingTheFieldAndValue(width: String, height: String) {
    let error = #expect(throws: DecodingError.self) {
      try UnsplashJSON.decoder.decode(Photo.self, from: Self.photo(width: width, height: height))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    let bad = (Int(width).map { !(1...Photo.maximumSide).contains($0) } ?? true) ? "width" : "height"
    #expect(context.codingPath.last?.stringValue == bad)
    let underlying = context.underlyingError as? ModelsError
    #expect(underlying?.code == .invalidImageSize)
    #expect(underlying?.value == (bad == "width" ? width : height))
  }

  @Test(arguments: [("1", "1"), ("1000000", "1000000"), ("5245", "3497")])
  func aPossibleSize_isKept(width: String, height: String) throws {
    let photo = try UnsplashJSON.decoder.decode(Photo.self, from: Self.photo(width: width, height: height))
    #expect(photo.width == Int(width) && photo.height == Int(height))
  }

  @Test func aPhoto_roundTripsThroughItsOwnEncoding() throws {
    let photo = try UnsplashJSON.decoder.decode(Photo.self, from: Self.photo(width: "640", height: "480"))
    #expect(try UnsplashJSON.decoder.decode(Photo.self, from: UnsplashJSON.encoder.encode(photo)) == photo)
  }
}
