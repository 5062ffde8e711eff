import Foundation
import Models

/// The first elements of a JSON array, decoded up to a limit: a server that answers a page of 30 with
/// 200,000 items costs a parse, not 200,000 decodes.
///
/// ```swift
/// let photos = try FirstElements<Photo>.decode(body, limit: 30)
/// ```
struct FirstElements<Element: Decodable>: Decodable {
  let elements: [Element]

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let limit = decoder.userInfo[Self.limitKey] as? Int ?? ResponseLimits.listItems
    var elements: [Element] = []
    while !container.isAtEnd, elements.count < limit {
      elements.append(try container.decode(Element.self))
    }
    self.elements = elements
  }

  /// At most `limit` elements of the array in `body`, with Unsplash's dates.
  static func decode(_ body: Data, limit: Int) throws -> [Element] {
    let decoder = UnsplashJSON.decoder
    decoder.userInfo[limitKey] = min(max(limit, 0), ResponseLimits.listItems)
    return try decoder.decode(Self.self, from: body).elements
  }

  // swift-format-ignore: NeverForceUnwrap
  static var limitKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "mosaic.firstElements.limit")! }
}
