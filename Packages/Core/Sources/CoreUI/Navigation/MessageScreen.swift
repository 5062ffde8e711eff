import Core

/// A screen that only says something: what the app shows in a tab whose module failed to build it.
@MainActor
public final class MessageScreen: Screen {
  private let title: LocalizedText
  private let error: any Error

  public init(title: LocalizedText, error: any Error) {
    self.title = title
    self.error = error
  }

  public func render(_ context: RenderContext) -> ScreenFrame {
    ScreenFrame(
      title: title.text(in: context.language),
      body: .message(.error(describe(error, in: context.language)), tick: context.tick))
  }

  public func handle(_ input: ScreenInput) -> Bool { false }
}
