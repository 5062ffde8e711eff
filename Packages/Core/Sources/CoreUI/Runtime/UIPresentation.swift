/// How the app presents its screens. Every screen renders the same ``View``; the presentation decides what
/// reaches the terminal.
///
/// ```swift
/// UIEnvironment(presentation: .transcript)   // `mosaic ui --accessible`
/// ```
public enum UIPresentation: String, Hashable, Sendable {
  /// Cells: the full-screen frame, boxes, pictures, the spinner, written as a diff (``Painter``,
  /// ``FrameRenderer``).
  case cells
  /// Plain lines for a screen reader (``LinearText``, ``TranscriptWriter``): a new screen read whole in
  /// reading order, then only what changed; no box drawing, picture cells, spinner or cursor moves.
  case transcript
}
