import TestExpectations
import Testing

@testable import Core

/// A route's shape (its uniqueness key) is written as a concrete loop since the fourth part of issue 23's
/// start-up work; it must read as the components joined by `/` with each parameter as `:`, as before.
struct RouteShapeTests {
  @Test(arguments: [
    ("gallery", "gallery"), ("photo/:id", "photo/:"), ("news/article/:id", "news/article/:"),
    ("a/:x/b/:y", "a/:/b/:"), ("plugin/:name/:page", "plugin/:/:"), ("ünïcode/:ä", "ünïcode/:"),
  ])
  func shape_isTheComponentsJoined_withParametersAsColons(pattern: String, shape: String) throws {
    let route = try Route(
      pattern: pattern, summary: "", moduleID: "test", destinationType: GalleryDestination.self,
      makeDestination: { _ in GalleryDestination(page: 1) })
    expectEqual(route.uniquenessKey, shape)
    let joined = route.components.map { component -> String in
      switch component {
      case .literal(let literal): literal
      case .parameter: ":"
      }
    }.joined(separator: "/")
    expectEqual(route.uniquenessKey, joined)
  }
}
