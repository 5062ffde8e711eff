import Observation

/// The screens of one tab, bottom to top, as a navigation controller keeps them: it owns its screens;
/// coordinators push and pop, and hold the stack weakly.
///
/// Popping a screen calls the `onRemove` its coordinator gave when pushing it, so the coordinator can
/// finish and its parent drop it.
///
/// ```swift
/// let stack = NavigationStack()
/// stack.push(GridScreen(model: model))
/// stack.push(detail) { [weak self] in self?.finish() }
/// stack.pop()   // detail is gone, its coordinator finished
/// ```
@MainActor @Observable
public final class NavigationStack {
  struct Entry {
    let screen: any Screen
    let onRemove: (@MainActor () -> Void)?
  }

  private var entries: [Entry] = []

  public init() {}

  /// The screens, bottom first.
  public var screens: [any Screen] { entries.map(\.screen) }
  /// The screen on top.
  public var top: (any Screen)? { entries.last?.screen }
  /// How many screens are stacked; 1 at a tab's root.
  public var depth: Int { entries.count }

  /// Puts `screen` on top; `onRemove` runs when it is popped.
  public func push(_ screen: any Screen, onRemove: (@MainActor () -> Void)? = nil) {
    entries.append(Entry(screen: screen, onRemove: onRemove))
    screen.willAppear()
  }

  /// Removes the top screen unless it is the root; returns whether it did.
  @discardableResult
  public func pop() -> Bool {
    guard entries.count > 1, let entry = entries.popLast() else { return false }
    entry.screen.removed()
    entry.onRemove?()
    top?.willAppear()
    return true
  }

  /// Pops every screen above the root.
  public func popToRoot() {
    while pop() {}
  }
}
