import CoreValues

/// What a terminal said about itself when asked (``TerminalQueries``): whether it speaks kitty's graphics
/// protocol, its primary device attributes (`4` among them: Sixel), and its cell and text-area sizes in
/// pixels. ``none`` when nothing was asked or nothing came back in time.
///
/// ```swift
/// var parser = TerminalAnswerParser()
/// _ = parser.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8))
/// parser.answers.kittyGraphics   // true
/// parser.answers.sixel           // true
/// ```
public struct TerminalAnswers: Hashable, Sendable {
  /// The terminal answered kitty's graphics query with `OK`.
  public var kittyGraphics: Bool
  /// The parameters of the primary device attributes answer (`CSI ? 62 ; 4 c` is `[62, 4]`); `nil` when it
  /// never came, so the terminal did not answer in time.
  public var deviceAttributes: [Int]?
  /// A cell's size in pixels (`CSI 6 ; height ; width t`, the answer to `CSI 16 t`).
  public var cellPixels: PixelsPerCell?
  /// The text area's size in pixels (`CSI 4 ; height ; width t`, the answer to `CSI 14 t`).
  public var textAreaPixels: PixelSize?

  public init(
    kittyGraphics: Bool = false, deviceAttributes: [Int]? = nil, cellPixels: PixelsPerCell? = nil,
    textAreaPixels: PixelSize? = nil
  ) {
    self.kittyGraphics = kittyGraphics
    self.deviceAttributes = deviceAttributes
    self.cellPixels = cellPixels
    self.textAreaPixels = textAreaPixels
  }

  /// Nothing asked, or nothing answered.
  public static let none = TerminalAnswers()

  /// Whether the terminal answered at all: the device attributes, which every terminal answers last.
  public var answered: Bool { deviceAttributes != nil }

  /// Whether the device attributes list `4`, Sixel graphics (the first parameter is the terminal's class).
  public var sixel: Bool { deviceAttributes.map { $0.dropFirst().contains(4) } ?? false }

  /// A cell's size in pixels: as answered, else the text area's pixels shared by its `columns` and `rows`.
  public func cell(columns: Int?, rows: Int?) -> PixelsPerCell? {
    if let cellPixels { return cellPixels }
    guard let area = textAreaPixels, let columns, let rows, columns > 0, rows > 0 else { return nil }
    return PixelsPerCell.measured(across: area.width / columns, down: area.height / rows)
  }
}
