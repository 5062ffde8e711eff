import Core
import Foundation
import Testing

@testable import TerminalGraphics

/// One small picture (`Goldens/fixture.ppm`) drawn in every mode and compared byte for byte with the
/// committed output: 24-bit and 256-color half blocks, kitty's protocol (directly and through tmux), Sixel,
/// iTerm2's inline images, and the words that stand in when `NO_COLOR` is set.
@Suite struct TerminalPictureGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let golden: String
    let environment: [String: String]
    var requested: GraphicsMode?
    var testDescription: String { golden }
  }

  static let cases = [
    Case(golden: "fixture.truecolor.txt", environment: ["COLORTERM": "truecolor"]),
    Case(golden: "fixture.256.txt", environment: ["TERM": "xterm-256color"]),
    Case(golden: "fixture.kitty.txt", environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor"]),
    Case(golden: "fixture.kitty-tmux.txt", environment: ["TMUX": "/tmp/tmux-0/default,1,0"], requested: .kitty),
    Case(golden: "fixture.sixel.txt", environment: ["TERM": "foot"]),
    Case(golden: "fixture.iterm2.txt", environment: ["TERM_PROGRAM": "iTerm.app"]),
    Case(golden: "fixture.no-color.txt", environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]),
  ]

  @Test(arguments: cases)
  func fixture_drawsExactlyAsCommitted(_ testCase: Case) throws {
    let bitmap = try Self.fixture()
    let terminal = TerminalEnvironment(environment: testCase.environment, outputIsTerminal: true)
    let target = terminal.target(requested: testCase.requested, asked: true)
    let picture =
      target.mode.drawsPictures
      ? TerminalPicture.draw(bitmap, target: target, cells: CellSize(columns: 6, rows: 3), imageID: 0x2A)
      : TerminalPicture.standIn("A test card\u{1B}[2J of bars", columns: 6)
    let drawn = picture.lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDENS"] == "1" {
      // Rewrites the committed file beside this source; review the diff before committing it.
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
      try Data(drawn.utf8).write(to: folder.appendingPathComponent(testCase.golden))
      return
    }
    let expected = try Self.resource(testCase.golden)
    #expect(Data(drawn.utf8) == expected, "drawn:\n\(drawn.debugDescription)")
  }

  static func fixture() throws -> Bitmap {
    let text = String(decoding: try resource("fixture.ppm"), as: UTF8.self)
    let numbers = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: " ")
      .split(separator: " ").compactMap { Int($0) }
    // "P3" is not a number: width, height, the maximum (255), then the pixels.
    try #require(numbers.count >= 3)
    let width = numbers[0]
    let height = numbers[1]
    try #require(numbers.count == 3 + width * height * 3)
    var rgba: [UInt8] = []
    for pixel in 0..<(width * height) {
      rgba += numbers[3 + pixel * 3..<6 + pixel * 3].map { UInt8($0) } + [255]
    }
    return try #require(Bitmap(width: width, height: height, rgba: rgba))
  }

  static func resource(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Goldens/" + name, withExtension: nil))
    return try Data(contentsOf: url)
  }
}
