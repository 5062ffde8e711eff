import Core

/// Opens destinations on one tab's stack through the screens modules contributed: how the gallery opens
/// a photo without importing the module that shows photos.
///
/// ```swift
/// try await context.navigator.open("mosaic://photo/\(id)", from: self)
/// ```
@MainActor
public final class Navigator {
  private let router: Router
  private let screens: [ScreenContribution]
  private weak var navigation: NavigationStack?
  private let environment: UIEnvironment

  public init(router: Router, screens: [ScreenContribution], navigation: NavigationStack, environment: UIEnvironment) {
    self.router = router
    self.screens = screens
    self.navigation = navigation
    self.environment = environment
  }

  /// Resolves `url` and opens its destination.
  ///
  /// - Throws: ``Core/CoreError`` when the URL does not resolve; ``UIError`` `.noScreen` when no module
  ///   shows its destination; what the module's factory throws.
  public func open(_ url: String, from parent: Coordinator) async throws {
    try await open(router.resolve(url).destination, from: parent)
  }

  /// Starts the coordinator the owning module builds for `destination`, as a child of `parent`.
  public func open(_ destination: any Destination, from parent: Coordinator) async throws {
    guard let navigation else { return }
    guard let screen = screens.first(where: { $0.shows(destination) }) else {
      throw UIError(.noScreen, value: _typeName(type(of: destination), qualified: false))
    }
    let context = ScreenContext(navigation: navigation, navigator: self, environment: environment)
    let child = try screen.coordinator(for: destination, in: context)
    await parent.start(child: child)
  }

  /// Whether a module shows destinations like `destination`.
  public func canOpen(_ destination: any Destination) -> Bool {
    screens.contains { $0.shows(destination) }
  }
}
