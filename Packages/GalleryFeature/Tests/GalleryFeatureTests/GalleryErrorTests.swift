import Core
import Foundation
import NetworkLayer
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``GalleryError``: a closed set of codes, each one sentence in English and in German, naming the photo.
struct GalleryErrorTests {
  private static func example(_ code: GalleryError.Code) -> GalleryError {
    GalleryError(
      code, photoID: "p004", page: 2, direction: .previous, listedSource: "unsplash https://api.example.com/",
      currentSource: .embedded, underlying: NetworkError(.notFound, value: "p004"),
      query: code == .unknownPhotographer ? "jane_doe" : nil)
  }

  @Test(arguments: GalleryError.Code.allCases)
  func everyCode_isOneSentencePerLanguage_namingTheOffendingValue(code: GalleryError.Code) {
    let error = Self.example(code)
    let english = error.message(in: .english)
    let german = error.message(in: .german)

    expectEqual(error.codeName, code.rawValue)
    expectNotEqual(english, german)
    // The offending value: the photo, for a listing from elsewhere the source it came from, for a page past
    // the end the page.
    let named =
      switch code {
      case .listingFromAnotherSource: "'unsplash https://api.example.com/'"
      case .pastTheEnd: "'2'"
      case .unknownPhotographer: "'jane_doe'"
      default: "p004"
      }
    expectText(english, contains: named)
    expectText(german, contains: named)
    expectText(english, lacks: "\n")
    expectText(german, lacks: "\n")
    expectEqual(error.description, english)
  }

  @Test func photoUnavailable_carriesTheUnderlyingReason_inTheSameLanguage() {
    let error = Self.example(.photoUnavailable)

    expectTrue(error.message(in: .german).hasSuffix(NetworkError(.notFound, value: "p004").message(in: .german)))
    expectTrue(error.message(in: .english).hasSuffix(NetworkError(.notFound, value: "p004").message(in: .english)))
  }

  @Test(arguments: FeedDirection.allCases)
  func endOfFeed_suggestsTheOtherDirection(direction: FeedDirection) {
    let error = GalleryError(.endOfFeed, photoID: "p004", direction: direction)
    let other = direction == .next ? "--previous" : "--next"

    expectText(error.message, hasSuffix: "`mosaic photo p004 \(other)`.")
    expectText(error.message(in: .german), hasSuffix: "`mosaic photo p004 \(other)`.")
  }
}
