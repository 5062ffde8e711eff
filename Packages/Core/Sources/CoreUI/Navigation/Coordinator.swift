import Core

/// Owns navigation for a part of the app, as in the gallery seed: it starts screens, listens to their
/// view models' intents, and starts child coordinators for what they open. A parent keeps its children
/// until each finishes; a child finishes when its screen is popped, and the parent drops it then.
///
/// The coordinator holds its ``NavigationStack`` weakly: the tab owns it.
///
/// ```swift
/// final class PhotoCoordinator: Coordinator {
///   override func start() async {
///     let model = PhotoDetailViewModel(…)
///     model.onIntent = { [weak self] intent in self?.handle(intent) }
///     push(PhotoDetailScreen(model: model))      // finishes this coordinator when popped
///   }
/// }
/// ```
@MainActor
open class Coordinator {
  /// The children started and not yet finished.
  public private(set) var children: [Coordinator] = []
  /// The coordinator that started this one.
  public private(set) weak var parent: Coordinator?
  /// Where this coordinator's screens go; owned by the tab.
  public private(set) weak var navigation: NavigationStack?

  public init(navigation: NavigationStack?) {
    self.navigation = navigation
  }

  /// Shows the first screen.
  open func start() async {}

  /// Shows `destination` in place, when this coordinator's screen shows destinations of its kind (a tab's
  /// root showing another page); returns whether it did.
  open func show(_ destination: any Destination) async -> Bool { false }

  /// Keeps `child` and starts it.
  public func start(child: Coordinator) async {
    children.append(child)
    child.parent = self
    await child.start()
  }

  /// Tells the parent this coordinator is done, so the parent lets go of it.
  public func finish() {
    parent?.childDidFinish(self)
  }

  /// Drops `child`; its own children go with it.
  open func childDidFinish(_ child: Coordinator) {
    children.removeAll { $0 === child }
  }

  /// Pushes `screen` on the stack; when it is popped, this coordinator finishes.
  public func push(_ screen: any Screen) {
    navigation?.push(screen) { [weak self] in self?.finish() }
  }
}
