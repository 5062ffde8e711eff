import Core
import CoreUI
import Synchronization

/// Stands in for the module that shows a photo's page (DetailFeature) in the terminal app: answers
/// `mosaic://photo/ID` with a plain screen and records what it was asked to show, so the gallery's
/// coordinators are tested without importing another feature.
struct PhotoPageModule: FeatureModule {
  let id = "test.photo-page"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Test photo page"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }
  let opened = OpenedPhotos()

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("photo/:id", summary: "A photo") { match in PageDestination(id: try match.required("id")) }
    let opened = opened
    registrar.screen(PageDestination.self, with: { _ in opened }) { opened, destination, context in
      opened.append(destination.id)
      return PageCoordinator(id: destination.id, context: context)
    }
  }
}

struct PageDestination: Destination {
  let id: String
}

/// The ids of the photos shown, in order.
final class OpenedPhotos: Sendable {
  private let ids = Mutex<[String]>([])
  func append(_ id: String) { ids.withLock { $0.append(id) } }
  var all: [String] { ids.withLock { $0 } }
}

@MainActor
final class PageCoordinator: Coordinator {
  let id: String

  init(id: String, context: ScreenContext) {
    self.id = id
    super.init(navigation: context.navigation)
  }

  override func start() async {
    push(PageScreen(id: id))
  }
}

@MainActor
final class PageScreen: Screen {
  let id: String
  init(id: String) { self.id = id }

  func render(_ context: RenderContext) -> ScreenFrame {
    ScreenFrame(title: "Photo \(id)", body: .text("The page of \(id)"))
  }

  func handle(_ input: ScreenInput) -> Bool { false }
}
