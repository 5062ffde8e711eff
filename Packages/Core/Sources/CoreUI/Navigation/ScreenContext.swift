/// What a module's screen or tab factory gets to build its coordinator: the tab's stack (to hold weakly),
/// a navigator to open other modules' destinations, and the shared environment.
///
/// ```swift
/// registrar.screen(PhotoDestination.self, with: { resolver in … }) { dependencies, destination, context in
///   PhotoCoordinator(destination: destination, dependencies: dependencies, context: context)
/// }
/// ```
@MainActor
public struct ScreenContext {
  /// The stack of the tab the screen opens in.
  public let navigation: NavigationStack
  /// Opens `mosaic://` URLs and destinations of any module on the same stack.
  public let navigator: Navigator
  public let environment: UIEnvironment

  public init(navigation: NavigationStack, navigator: Navigator, environment: UIEnvironment) {
    self.navigation = navigation
    self.navigator = navigator
    self.environment = environment
  }
}
