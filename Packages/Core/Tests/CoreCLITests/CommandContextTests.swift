import Core
import CoreCLI
import CoreTestSupport
import TestExpectations
import Testing

struct CommandContextTests {
  @Test func emit_text_printsOneLinePerOutputLine() throws {
    let captured = CapturedConsole()
    let context = CommandContext(console: captured.console)

    try context.emit(Greeting(greeting: "Hello", names: ["Ana", "Ben"]), json: false)

    expectEqual(captured.lines, ["Hello, Ana", "Hello, Ben"])
    expectEmpty(captured.errors)
  }

  @Test func emit_json_printsOneDocumentOfTheSameModel() throws {
    let captured = CapturedConsole()
    let context = CommandContext(console: captured.console)

    try context.emit(Greeting(greeting: "Hello", names: ["Ana", "Ben"]), json: true)

    try expectEqual(captured.json(), ["greeting": "Hello", "names": ["Ana", "Ben"]])
    expectText(captured.output, hasSuffix: "}\n")
  }

  @Test func emit_text_usesTheStylesPalette() throws {
    let captured = CapturedConsole()
    let style = TextStyle(palette: Palette(codes: [.heading: "1"]))

    try CommandContext(console: captured.console, style: style).emit(
      Greeting(greeting: "Hi", names: ["Ana"]), json: false)

    expectEqual(captured.lines, ["\u{1B}[1mHi\u{1B}[0m, Ana"])
  }

  @Test func language_comesFromTheStyle() {
    let console = CapturedConsole().console

    expectEqual(CommandContext(console: console).language, .english)
    expectEqual(CommandContext(console: console, style: TextStyle(language: .german)).language, .german)
  }

  @Test func defaultStyle_isEnglishPlainAndAHundredColumns() {
    let style = TextStyle()

    expectEqual(style.language, .english)
    expectEqual(style.width, 100)
    expectEqual(style.palette, .plain)
  }
}
